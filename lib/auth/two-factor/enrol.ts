import "server-only";
import QRCode from "qrcode";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { TwoFactorCodeInput, TwoFactorEnrolment, RecoveryCodes } from "@/lib/auth/two-factor/schema";
import { replaceRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import { isValidTotp, newTotpSecret, totpUrl } from "@/lib/auth/two-factor/totp";
import { invalidTwoFactorCodeError } from "@/lib/auth/two-factor/verify";

// Enrolling is two steps: a new secret is stored without being in use (the user scans it), and
// it is switched on only once a code from the app proves the scan worked. Until then sign-in is
// unchanged, and enrolling again simply replaces the pending secret.

export function twoFactorAlreadyEnabledError(): ApiError {
  return new ApiError(409, "two_factor_enabled", "Two-factor sign-in is already on. Turn it off first.");
}

export function twoFactorNotEnrollingError(): ApiError {
  return new ApiError(409, "two_factor_not_enrolling", "Start setting up two-factor sign-in first.");
}

/** A new pending secret with its otpauth URL and QR code; refused while two-factor sign-in is on. */
export async function startTwoFactorEnrolment(user: { id: string; email: string }): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  // Conditional, so an enrolment racing a confirmation cannot swap the secret that is in use.
  const { count } = await db.user.updateMany({
    where: { id: user.id, twoFactorEnabledAt: null },
    data: { twoFactorSecret: secret },
  });
  if (count !== 1) throw twoFactorAlreadyEnabledError();
  const otpauthUrl = totpUrl(secret, user.email);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * Turns two-factor sign-in on when `code` is the pending secret's current code, and answers the
 * ten recovery codes (shown this once). A wrong code is 400 and changes nothing.
 */
export async function confirmTwoFactor(
  user: { id: string; email: string },
  { code }: TwoFactorCodeInput,
): Promise<RecoveryCodes> {
  const row = await db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { twoFactorSecret: true, twoFactorEnabledAt: true },
  });
  if (row.twoFactorEnabledAt) throw twoFactorAlreadyEnabledError();
  if (!row.twoFactorSecret) throw twoFactorNotEnrollingError();
  if (!isValidTotp(row.twoFactorSecret, user.email, code)) throw invalidTwoFactorCodeError(400);
  const secret = row.twoFactorSecret;
  const recoveryCodes = await db.$transaction(async (tx) => {
    // Only the secret the code was checked against, and only once (two confirmations racing).
    const { count } = await tx.user.updateMany({
      where: { id: user.id, twoFactorSecret: secret, twoFactorEnabledAt: null },
      data: { twoFactorEnabledAt: new Date() },
    });
    if (count !== 1) throw twoFactorNotEnrollingError();
    return replaceRecoveryCodes(tx, user.id);
  });
  return { recoveryCodes };
}
