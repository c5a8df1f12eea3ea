import "server-only";
import { Secret, TOTP } from "otpauth";

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a new code every 30 seconds.
// A code is accepted one step either side of now, for clocks a little off and codes typed late.
export const TOTP_ISSUER = "Hostdeck";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/Hostdeck:<email>?…` address an authenticator app reads from the QR code. */
export function totpUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step (Unix time ÷ 30 s) whose code `code` (6 digits, spaces allowed) is, within one step
 * of `now`; null when it is none of them. Sign-in refuses a step already used (replays).
 */
export function totpStepOf(secret: string, email: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpFor(secret, email).validate({ token, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Whether `code` is the secret's code within one step of `now` (enrolment: nothing to replay yet). */
export function isValidTotp(secret: string, email: string, code: string, now = Date.now()): boolean {
  return totpStepOf(secret, email, code, now) !== null;
}
