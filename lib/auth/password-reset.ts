import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getAppUrl } from "@/lib/app-url";
import { consumeAuthToken, createAuthToken } from "@/lib/auth/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import { clearSignInFailures } from "@/lib/auth/sign-in-throttle";
import { countAttempt, secretTarget } from "@/lib/limits/attempt-limits";
import { sendAnonymousMail } from "@/lib/mail/anonymous-mail";
import { passwordResetMail } from "@/lib/mail/templates";
import { revokeInTransaction, waitUntil } from "@/lib/users/revoke-credentials";

/**
 * Mails a reset link when the address has an account. The caller answers the same either way,
 * so the form cannot be used to find out who has an account.
 *
 * Counted first, for known and unknown addresses alike: past `FORGOT_PASSWORD_MAX_PER_IP` an hour
 * from client address `ip` it throws 429 `too_many_attempts` (that says nothing about the
 * address); past `FORGOT_PASSWORD_MAX_PER_EMAIL` for the address it does nothing more — no link, no
 * mail, a log line — and the caller still answers `true`: a 429 there would tell a stranger that
 * somebody asked for this address lately, and would let them make the owner's own request fail.
 */
export async function requestPasswordReset({ email }: { email: string }, ip: string): Promise<void> {
  const attempt = await countAttempt("forgot-password", { ip, target: email }, { onTargetLimit: "report" });
  if (!attempt.withinTargetLimit) {
    console.warn(`Password reset for ${email} not sent: too many requests for this address this hour.`);
    return;
  }
  const user = await db.user.findUnique({ where: { email }, select: { id: true, firstName: true, language: true } });
  if (!user) return;
  const token = await db.$transaction((tx) => createAuthToken(tx, user.id, "password-reset"));
  // Anyone can ask for a reset: limited per recipient (lib/mail/anonymous-mail.ts).
  await sendAnonymousMail(
    await passwordResetMail({
      to: email,
      language: user.language,
      name: user.firstName,
      url: `${getAppUrl()}/reset-password?token=${token}`,
    }),
  );
}

/**
 * Sets a new password from a reset link; the link works once, and every session and token made
 * before ends by the rule of a password change (lib/users/revoke-credentials.ts: one issued in the
 * same second dies, a sign-in right after the answer lives). The attempt is counted before the
 * new password is hashed: past `RESET_PASSWORD_MAX_PER_IP` an hour from client address `ip` or
 * `RESET_PASSWORD_MAX_PER_TOKEN` for the link, 429 `too_many_attempts`.
 */
export async function resetPassword(
  { token, password }: { token: string; password: string },
  ip: string,
): Promise<void> {
  await countAttempt("reset-password", { ip, target: secretTarget(token) });
  const passwordHash = await hashPassword(password);
  const reset = await db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "password-reset");
    if (!userId) return null;
    // The mail proved the address, so it counts as confirmed too.
    const validFrom = await revokeInTransaction(tx, userId, { passwordHash, emailVerifiedAt: new Date() });
    const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    return { email, validFrom };
  });
  if (!reset) throw new ApiError(400, "invalid_token", "This reset link is invalid, used or expired.");
  await clearSignInFailures(reset.email);
  await waitUntil(reset.validFrom);
}

/**
 * Confirms the address of a link's user; false for an unknown, used or expired link. Counted
 * first: past `VERIFY_EMAIL_MAX_PER_IP` an hour from client address `ip` or
 * `VERIFY_EMAIL_MAX_PER_TOKEN` for the link, 429 `too_many_attempts`.
 */
export async function verifyEmail({ token }: { token: string }, ip: string): Promise<boolean> {
  await countAttempt("verify-email", { ip, target: secretTarget(token) });
  return db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "email-verification");
    if (!userId) return false;
    await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    return true;
  });
}
