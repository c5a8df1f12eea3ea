import { Secret, TOTP } from "otpauth";
import { POST as enrol } from "@/app/api/users/me/two-factor/route";
import { POST as confirm } from "@/app/api/users/me/two-factor/confirm/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

/** The code an authenticator app shows for `secret` at `timestamp` (computed here, as a phone would). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}

/** Six digits that are none of the codes accepted now (the current step and one either side). */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

/** A signed-in user who has enrolled an authenticator app and confirmed it. */
export async function userWithTwoFactor() {
  const signedIn = await signedInUser();
  const enrolment = await callRoute(enrol, { method: "POST", headers: signedIn.headers });
  if (enrolment.status !== 200) throw new Error(`enrol answered ${enrolment.status}`);
  const { secret } = enrolment.data as { secret: string };
  const confirmation = await callRoute(confirm, {
    method: "POST",
    headers: signedIn.headers,
    json: { code: totpCode(secret) },
  });
  if (confirmation.status !== 200) throw new Error(`confirm answered ${confirmation.status}`);
  return { ...signedIn, secret, recoveryCodes: confirmation.data.recoveryCodes as string[] };
}
