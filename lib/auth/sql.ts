import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isPastAbsoluteLifetime } from "@/lib/auth/access-token";
import { credentialStart, isIssuedAfterRevocation, type CredentialTimes, type SessionUser } from "@/lib/auth/user";
import { readRow } from "@/lib/prepared-reads";

// The credential check every signed-in request makes (issue 17), as one prepared statement: the
// user's row (the columns of `sessionUserSelect`, in its order) and whether the session the
// credential belongs to is locked (a `SessionLock` row, lib/auth/session-lock.ts). The rules are
// those of `findUserForCredential` (lib/auth/user.ts): the password sign-in is within the absolute
// lifetime, the user exists, and the credential began (its sign-in or the revocation it survived)
// not before the user's `sessionsValidFrom`, in whole seconds.

type CredentialRow = SessionUser & { locked: number };

function credentialSql(userId: string, sessionId: string | null): Prisma.Sql {
  return Prisma.sql`
    SELECT u."id", u."email", u."firstName", u."lastName", u."displayName", u."avatar", u."status", u."role",
      u."language", u."activeVendorId", u."sessionsValidFrom", u."layout", u."scheme", u."theme",
      EXISTS (SELECT 1 FROM "SessionLock" l WHERE l."sessionId" = ${sessionId}) AS "locked"
    FROM "User" u WHERE u."id" = ${userId}`;
}

/**
 * The user a credential speaks for and whether its session is locked now, or null when the
 * credential is no longer honoured. `sessionId` is the browser session the credential belongs to
 * (none for the bearer tokens of an API sign-in: never locked on the server).
 */
export function findCredential(
  userId: string,
  times: CredentialTimes,
  sessionId: string | null,
  now = Date.now(),
): { user: SessionUser; locked: boolean } | null {
  if (isPastAbsoluteLifetime(times.authTime, now)) return null;
  const row = readRow<CredentialRow>(credentialSql(userId, sessionId));
  if (!row) return null;
  const { locked, ...user } = row;
  if (!isIssuedAfterRevocation(credentialStart(times), user.sessionsValidFrom)) return null;
  return { user, locked: locked === 1 };
}
