import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { clearSignInFailures, isSignInThrottled, recordSignInFailure } from "@/lib/auth/sign-in-throttle";
import {
  hasTwoFactor,
  invalidTwoFactorCodeError,
  twoFactorRequiredError,
  twoFactorSelect,
  verifySecondFactor,
} from "@/lib/auth/two-factor/verify";
import { sessionUserSelect, type SessionUser } from "@/lib/auth/user";

/** Too many failed sign-ins for the email: every way in answers this until the window passes. */
export function tooManyAttemptsError(): ApiError {
  return new ApiError(429, "too_many_attempts", "Too many failed attempts. Try again in a few minutes.");
}

/**
 * The user whose email and password these are, or null. Used by sign-in, unlock-session and the
 * next-auth credentials provider, so every way in counts towards the same throttle; a throttled
 * email throws `tooManyAttemptsError()` before the password is looked at.
 *
 * With two-factor sign-in on, the right password alone throws `twoFactorRequiredError()` (401,
 * nothing counted) and a wrong `code` throws `invalidTwoFactorCodeError(401)`, counted like a
 * wrong password; the failures are cleared only once both factors were right.
 */
export async function authenticateWithPassword({
  email,
  password,
  code,
}: {
  email: string;
  password: string;
  code?: string;
}): Promise<SessionUser | null> {
  if (await isSignInThrottled(email)) throw tooManyAttemptsError();

  const user = await db.user.findUnique({
    where: { email },
    select: { ...sessionUserSelect, ...twoFactorSelect, passwordHash: true },
  });
  const isValid = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !isValid) {
    await recordSignInFailure(email);
    return null;
  }
  if (hasTwoFactor(user)) {
    if (code === undefined) throw twoFactorRequiredError();
    if (!(await verifySecondFactor(db, user, code))) {
      await recordSignInFailure(email);
      throw invalidTwoFactorCodeError(401);
    }
  }
  await clearSignInFailures(email);
  const {
    passwordHash: _passwordHash,
    twoFactorSecret: _secret,
    twoFactorEnabledAt: _enabledAt,
    ...sessionUser
  } = user;
  return sessionUser;
}
