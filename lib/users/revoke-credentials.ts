import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Tx } from "@/lib/db";

// Ending every other session and bearer token (after a password change, or "sign out everywhere
// else"): `User.sessionsValidFrom` moves, and `findUserForCredential` (lib/auth/user.ts) refuses
// every credential issued before it.
//
// The same-second rule. A bearer token's `iat` has whole seconds only, so the comparison is made
// in whole seconds: a credential is valid when its second is not before the second of
// `sessionsValidFrom`. Storing "now" would keep a token issued earlier in the same second alive.
// So a revocation stores the START OF THE NEXT whole second (B): everything issued up to the
// change — and in the rest of that second — falls in an earlier second and is refused. The
// answer then waits until B has begun (under a second), so everything issued after it (this
// browser's re-issued session cookie, a new sign-in with the new password) is in second B or
// later and valid. The one casualty is a credential issued elsewhere in the fraction of a second
// between the change and B: it is refused, and signing in again works.

/** The instant a revocation made now takes effect from: the start of the next whole second. */
export function revocationInstant(now = Date.now()): Date {
  return new Date(Math.floor(now / 1000) * 1000 + 1000);
}

/** Waits until `instant` has begun (at most about a second for a revocation instant). */
export async function waitUntil(instant: Date): Promise<void> {
  const wait = instant.getTime() - Date.now();
  if (wait > 0) await sleep(wait);
}

type RevocationData = { passwordHash?: string; emailVerifiedAt?: Date };

/**
 * Inside the caller's transaction: ends every session and token of the user issued until now (see
 * the same-second rule above), with `data`'s other changes (the new password hash) in the same
 * write; a new password also kills the reset links not used yet. Returns the revocation instant:
 * the caller answers only once it has begun (`waitUntil`). Password change, password reset and
 * "sign out everywhere else" all go through here, so they follow the one rule.
 */
export async function revokeInTransaction(tx: Tx, userId: string, data: RevocationData = {}): Promise<Date> {
  const validFrom = revocationInstant();
  await tx.user.update({ where: { id: userId }, data: { ...data, sessionsValidFrom: validFrom } });
  // A reset link mailed before the change must not undo it.
  if (data.passwordHash) await tx.authToken.deleteMany({ where: { userId, purpose: "password-reset", usedAt: null } });
  return validFrom;
}

/**
 * Ends every session and token of the user issued until now (`revokeInTransaction`) and returns
 * once the revocation instant has begun, with that instant: credentials issued from then on are valid.
 */
export async function revokeCredentials(userId: string, data: RevocationData = {}): Promise<Date> {
  const validFrom = await db.$transaction((tx) => revokeInTransaction(tx, userId, data));
  await waitUntil(validFrom);
  return validFrom;
}
