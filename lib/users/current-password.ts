import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { countPasswordCheck } from "@/lib/auth/sign-in-throttle";

/** The 400 of a wrong password typed again on the user's own settings, at the field that asked for it. */
export function wrongPasswordError(field: string): ApiError {
  const message = "The password is not correct.";
  return new ApiError(400, "wrong_password", message, [{ path: [field], code: "wrong_password", message }]);
}

/**
 * Checks the password the signed-in user typed again before a sensitive change (a new password,
 * deleting the account). Each check counts towards the same (account, client IP `ip`) throttle as
 * sign-in before it runs, so a session left open cannot be used to guess the password; beyond the
 * limit it answers 429 without checking.
 * (Not `authenticateWithPassword`: the user is signed in already and is not asked for a second
 * factor here.)
 */
export async function requireCurrentPassword(
  user: { id: string; email: string },
  password: string,
  field: string,
  ip: string,
): Promise<void> {
  const check = await countPasswordCheck(user.email, ip);
  const { passwordHash } = await db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(password, passwordHash))) throw wrongPasswordError(field);
  await check.succeeded();
}
