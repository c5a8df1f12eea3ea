import "server-only";
import { db } from "@/lib/db";

/** After this many wrong passwords for one email within the window, sign-in answers 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export async function isSignInThrottled(email: string, now = new Date()): Promise<boolean> {
  const row = await db.signInThrottle.findUnique({ where: { email } });
  if (!row) return false;
  if (now.getTime() - row.windowStartAt.getTime() >= SIGN_IN_WINDOW_MS) return false;
  return row.failures >= SIGN_IN_MAX_FAILURES;
}

export async function recordSignInFailure(email: string, now = new Date()): Promise<void> {
  const windowOpenedAfter = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Reads and writes in one transaction so two failures arriving together both count.
  await db.$transaction(async (tx) => {
    const row = await tx.signInThrottle.findUnique({ where: { email } });
    if (!row || row.windowStartAt <= windowOpenedAfter) {
      await tx.signInThrottle.upsert({
        where: { email },
        create: { email, failures: 1, windowStartAt: now },
        update: { failures: 1, windowStartAt: now },
      });
    } else {
      await tx.signInThrottle.update({ where: { email }, data: { failures: { increment: 1 } } });
    }
  });
}

export async function clearSignInFailures(email: string): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { email } });
}
