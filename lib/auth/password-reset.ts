import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getAppUrl } from "@/lib/app-url";
import { consumeAuthToken, createAuthToken } from "@/lib/auth/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import { clearSignInFailures } from "@/lib/auth/sign-in-throttle";
import { sendAnonymousMail } from "@/lib/mail/anonymous-mail";
import { passwordResetMail } from "@/lib/mail/templates";

/**
 * Mails a reset link when the address has an account. The caller answers the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
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

/** Sets a new password from a reset link; the link works once, and every session made before ends. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(password);
  const email = await db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "password-reset");
    if (!userId) return null;
    const user = await tx.user.update({
      where: { id: userId },
      // The mail proved the address, so it counts as confirmed too.
      data: { passwordHash, sessionsValidFrom: new Date(), emailVerifiedAt: new Date() },
      select: { email: true },
    });
    await tx.authToken.deleteMany({ where: { userId, purpose: "password-reset", usedAt: null } });
    return user.email;
  });
  if (!email) throw new ApiError(400, "invalid_token", "This reset link is invalid, used or expired.");
  await clearSignInFailures(email);
}

export async function verifyEmail({ token }: { token: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, "email-verification");
    if (!userId) return false;
    await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    return true;
  });
}
