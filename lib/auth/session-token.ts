import { getToken, type JWT } from "next-auth/jwt";
import { isPastAbsoluteLifetime } from "@/lib/auth/access-token";
import { getNextAuthSecret } from "@/lib/secrets";

/** Without "remember me" a browser session lasts this long; with it, next-auth's 30 days. */
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export type SessionClaims = JWT & {
  sub: string;
  /** When the user typed their password (ms). Unlike `iat`, next-auth does not renew it. */
  authTime: number;
  rememberMe: boolean;
  /** The session's id, made at the password sign-in and kept for its life: what a server-side lock is kept under. */
  sid?: string;
  /**
   * When a revocation this session survived ("sign out everywhere else", a password change in this
   * browser) re-validated it (ms): compared with `sessionsValidFrom` instead of `authTime`.
   */
  revalidatedAt?: number;
  /** Locked from /unlock-session (also when only the server knows: see lib/auth/session-lock.ts). */
  locked?: boolean;
  accessToken?: string;
};

/** The session's times for `findUserForCredential` (lib/auth/user.ts). */
export function sessionCredential(claims: Pick<SessionClaims, "authTime" | "revalidatedAt">) {
  return {
    authTime: new Date(claims.authTime),
    ...(typeof claims.revalidatedAt === "number" ? { revalidatedAt: new Date(claims.revalidatedAt) } : {}),
  };
}

type CookieSource = { getAll(): { name: string; value: string }[] };

/**
 * The next-auth session cookie's claims, if the cookie is ours, has not expired and (without
 * "remember me") is younger than a short session, and in any case younger than the absolute
 * lifetime (30 days from the password sign-in, however often next-auth renewed the cookie).
 * Works in the proxy, route handlers and server components alike, as all of them can list cookies.
 */
export async function readSessionClaims(cookies: CookieSource, now = Date.now()): Promise<SessionClaims | null> {
  const token = await getToken({
    req: { cookies, headers: new Headers() } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: getNextAuthSecret(),
  });
  if (!token || typeof token.sub !== "string" || typeof token.authTime !== "number") return null;
  const claims = token as SessionClaims;
  if (!claims.rememberMe && now - claims.authTime > SHORT_SESSION_MS) return null;
  if (isPastAbsoluteLifetime(new Date(claims.authTime), now)) return null;
  return claims;
}
