import "server-only";
import { db } from "@/lib/db";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { countPasswordCheck } from "@/lib/auth/sign-in-throttle";
import {
  hasTwoFactor,
  invalidTwoFactorCodeError,
  twoFactorRequiredError,
  twoFactorSelect,
  verifySecondFactor,
} from "@/lib/auth/two-factor/verify";
import { sessionUserSelect, type SessionUser } from "@/lib/auth/user";

export { tooManyAttemptsError } from "@/lib/auth/sign-in-throttle";

/**
 * The user whose email and password these are, or null. Used by sign-in, unlock-session and the
 * next-auth credentials provider, so every way in counts towards the same throttle. The attempt is
 * counted (per account and client IP `ip`, and per IP) before the password is looked at; beyond
 * the limit it throws `tooManyAttemptsError()` (429 with `Retry-After`) without checking it.
 *
 * With two-factor sign-in on, the right password alone throws `twoFactorRequiredError()` (401,
 * the attempt given back) and a wrong `code` throws `invalidTwoFactorCodeError(401)`, counted like
 * a wrong password; the (account, IP) count starts again only once both factors were right.
 */
export async function authenticateWithPassword(
  {
    email,
    password,
    code,
  }: {
    email: string;
    password: string;
    code?: string;
  },
  ip: string,
): Promise<SessionUser | null> {
  const check = await countPasswordCheck(email, ip);

  const user = await db.user.findUnique({
    where: { email },
    select: { ...sessionUserSelect, ...twoFactorSelect, passwordHash: true },
  });
  const isValid = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !isValid) return null;
  if (hasTwoFactor(user)) {
    if (code === undefined) {
      await check.notCounted();
      throw twoFactorRequiredError();
    }
    if (!(await verifySecondFactor(db, user, code))) throw invalidTwoFactorCodeError(401);
  }
  await check.succeeded();
  const {
    passwordHash: _passwordHash,
    twoFactorSecret: _secret,
    twoFactorEnabledAt: _enabledAt,
    ...sessionUser
  } = user;
  return sessionUser;
}
