import "server-only";
import { db } from "@/lib/db";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { clearSignInFailures, isSignInThrottled, recordSignInFailure } from "@/lib/auth/sign-in-throttle";
import { sessionUserSelect, type SessionUser } from "@/lib/auth/user";

export type AuthenticateResult =
  { ok: true; user: SessionUser } | { ok: false; reason: "invalid_credentials" | "throttled" };

/**
 * Checks an email and password. Used by sign-in, unlock-session and the next-auth credentials
 * provider, so every way in counts towards the same throttle.
 */
export async function authenticateWithPassword({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<AuthenticateResult> {
  if (await isSignInThrottled(email)) return { ok: false, reason: "throttled" };

  const user = await db.user.findUnique({
    where: { email },
    select: { ...sessionUserSelect, passwordHash: true },
  });
  const isValid = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !isValid) {
    await recordSignInFailure(email);
    return { ok: false, reason: "invalid_credentials" };
  }
  await clearSignInFailures(email);
  const { passwordHash: _passwordHash, ...sessionUser } = user;
  return { ok: true, user: sessionUser };
}
