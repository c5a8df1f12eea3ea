import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { SESSION_ABSOLUTE_LIFETIME_MS, type AccessTokenClaims } from "@/lib/auth/access-token";
import type { SessionClaims } from "@/lib/auth/session-token";

// Issue 14: the lock screen (/unlock-session) keeps its state on the server. Locking writes a
// `SessionLock` row under the session's id (`sid`, made at the password sign-in); as long as it
// exists the session is locked, whatever its cookie says — so a copy of the cookie taken before the
// lock (still saying "unlocked") is locked too: its page guard sends it to /unlock-session, its
// API calls and those of the bearer tokens issued to it answer 423, and its renewals hand out no
// token. Only typing the password again (and the second factor, when on) deletes the row.

/** A new session's id (at the password sign-in). */
export function newSessionId(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The session's id: its `sid` claim. A cookie from before `sid` existed gets one derived from its
 * user and password sign-in time — the same for every copy of that cookie, so an older copy is
 * locked together with the newer one.
 */
export function sessionIdOf(claims: Pick<SessionClaims, "sub" | "authTime" | "sid">): string {
  if (typeof claims.sid === "string" && claims.sid.length > 0) return claims.sid;
  return `legacy-${createHash("sha256").update(`${claims.sub}:${claims.authTime}`).digest("base64url")}`;
}

/**
 * Locks the session (idempotent). Locks older than the absolute lifetime belong to sessions that
 * have ended (signed out while locked, or simply too old): they are tidied up on the way.
 */
export async function lockSession(sessionId: string, userId: string, now = Date.now()): Promise<void> {
  await db.sessionLock.upsert({
    where: { sessionId },
    create: { sessionId, userId },
    update: {},
  });
  await db.sessionLock.deleteMany({ where: { lockedAt: { lt: new Date(now - SESSION_ABSOLUTE_LIFETIME_MS) } } });
}

/** Unlocks the session; the caller has checked the password (and second factor) just now. */
export async function unlockSession(sessionId: string, userId: string): Promise<void> {
  await db.sessionLock.deleteMany({ where: { sessionId, userId } });
}

export async function isSessionLocked(sessionId: string): Promise<boolean> {
  return (await db.sessionLock.count({ where: { sessionId } })) > 0;
}

/** Whether a session cookie's session is locked: by its own claim, or on the server. */
export async function isSessionCookieLocked(claims: SessionClaims): Promise<boolean> {
  return claims.locked === true || isSessionLocked(sessionIdOf(claims));
}

/** Whether a bearer token belongs to a browser session that is locked now (tokens of API sign-ins belong to none). */
export async function isTokenSessionLocked(claims: Pick<AccessTokenClaims, "sessionId">): Promise<boolean> {
  return claims.sessionId !== undefined && isSessionLocked(claims.sessionId);
}

/** A signed-in request whose session is locked: unlock it at /unlock-session (the browser goes there on this answer). */
export function sessionLockedError(): ApiError {
  return new ApiError(423, "session_locked", "This session is locked. Unlock it with your password to continue.");
}

/** How fresh the proof of an unlock must be: a token from the password just typed at /api/auth/unlock-session. */
export const UNLOCK_PROOF_MAX_AGE_MS = 60_000;

/**
 * Whether a bearer token proves that `userId` has just typed their password (and second factor):
 * issued and signed in within the last minute. A renewal of an older token (sign-in-with-token)
 * keeps its old sign-in time, so it proves nothing.
 */
export function isFreshPasswordProof(proof: AccessTokenClaims | null, userId: string, now = Date.now()): boolean {
  if (!proof || proof.userId !== userId) return false;
  // Token times are whole seconds: allow for the one being cut off.
  const maxAge = UNLOCK_PROOF_MAX_AGE_MS + 1000;
  return now - proof.issuedAt.getTime() < maxAge && now - proof.authTime.getTime() < maxAge;
}
