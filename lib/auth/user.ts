import "server-only";
import { isPastAbsoluteLifetime } from "@/lib/auth/access-token";
import { db } from "@/lib/db";

/** The columns behind the specification's User (id, name, email, avatar, status) plus what the shell needs. */
export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  avatar: true,
  status: true,
  role: true,
  language: true,
  activeVendorId: true,
  sessionsValidFrom: true,
  // The shell's appearance, read with the user so no layout queries the user a second time.
  layout: true,
  scheme: true,
  theme: true,
} as const;

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  avatar: string | null;
  status: string;
  role: string;
  language: string;
  activeVendorId: string | null;
  sessionsValidFrom: Date;
  layout: string;
  scheme: string;
  theme: string;
};

/** The specification's User as the API answers it. */
export type PublicUser = { id: string; name: string; email: string; avatar: string | null; status: string };

export function toPublicUser(
  user: Pick<SessionUser, "id" | "displayName" | "email" | "avatar" | "status">,
): PublicUser {
  return { id: user.id, name: user.displayName, email: user.email, avatar: user.avatar, status: user.status };
}

/** When a credential began, for the checks below. */
export type CredentialTimes = {
  /** The password sign-in behind it: the absolute lifetime counts from here. */
  authTime: Date;
  /** The revocation it survived, if any (the browser that asked to sign out everywhere else). */
  revalidatedAt?: Date;
};

/**
 * The same-second rule of every revocation (lib/users/revoke-credentials.ts): whether a credential
 * that began at `startedAt` is still valid after `sessionsValidFrom` — compared in whole seconds,
 * as token times have no more, and the revocation stores the start of the next second.
 */
export function isIssuedAfterRevocation(startedAt: Date, sessionsValidFrom: Date): boolean {
  return Math.floor(startedAt.getTime() / 1000) >= Math.floor(sessionsValidFrom.getTime() / 1000);
}

/** The instant a credential counts from for `sessionsValidFrom`: its re-validation, else its password sign-in. */
export function credentialStart({ authTime, revalidatedAt }: CredentialTimes): Date {
  return revalidatedAt && revalidatedAt > authTime ? revalidatedAt : authTime;
}

/**
 * The user a session or token speaks for, if it still may: the user exists, the credential began
 * (its password sign-in `authTime`, or the revocation it survived, `revalidatedAt`) not before
 * the last password change or "sign out everywhere", and its password sign-in is not older than
 * the absolute lifetime (30 days) — a re-validation never moves that. Every use and every renewal
 * of a session or bearer token asks this. (A bare `Date` is the password sign-in time.)
 */
export async function findUserForCredential(
  userId: string,
  credential: CredentialTimes | Date,
  now = Date.now(),
): Promise<SessionUser | null> {
  const times = credential instanceof Date ? { authTime: credential } : credential;
  if (isPastAbsoluteLifetime(times.authTime, now)) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: sessionUserSelect });
  if (!user) return null;
  if (!isIssuedAfterRevocation(credentialStart(times), user.sessionsValidFrom)) return null;
  return user;
}

/** First and last name from one "name" field: the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0], lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}
