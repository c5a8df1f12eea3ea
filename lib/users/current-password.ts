import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { tooManyAttemptsError } from "@/lib/auth/authenticate";
import { verifyPassword } from "@/lib/auth/password";
import { clearSignInFailures, isSignInThrottled, recordSignInFailure } from "@/lib/auth/sign-in-throttle";

/** The 400 of a wrong password typed again on the user's own settings, at the field that asked for it. */
export function wrongPasswordError(field: string): ApiError {
  const message = "The password is not correct.";
  return new ApiError(400, "wrong_password", message, [{ path: [field], code: "wrong_password", message }]);
}

/**
 * Checks the password the signed-in user typed again before a sensitive change (a new password,
 * deleting the account). Wrong guesses count towards the same per-email throttle as sign-in, so a
 * session left open cannot be used to guess the password; a throttled email answers 429 first.
 * (Not `authenticateWithPassword`: the user is signed in already and is not asked for a second
 * factor here.)
 */
export async function requireCurrentPassword(
  user: { id: string; email: string },
  password: string,
  field: string,
): Promise<void> {
  if (await isSignInThrottled(user.email)) throw tooManyAttemptsError();
  const { passwordHash } = await db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(password, passwordHash))) {
    await recordSignInFailure(user.email);
    throw wrongPasswordError(field);
  }
  await clearSignInFailures(user.email);
}
