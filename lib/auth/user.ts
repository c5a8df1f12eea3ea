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

/**
 * The user a session or token speaks for, if it still may: the user exists, the password sign-in
 * that began the session (`authTime`) came after the last password change (which signs every
 * other device out), and it is not older than the absolute lifetime (30 days). Every use and
 * every renewal of a session or bearer token asks this.
 */
export async function findUserForCredential(
  userId: string,
  authTime: Date,
  now = Date.now(),
): Promise<SessionUser | null> {
  if (isPastAbsoluteLifetime(authTime, now)) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: sessionUserSelect });
  if (!user) return null;
  const validFromSeconds = Math.floor(user.sessionsValidFrom.getTime() / 1000);
  if (Math.floor(authTime.getTime() / 1000) < validFromSeconds) return null;
  return user;
}

/** First and last name from one "name" field: the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0], lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}
