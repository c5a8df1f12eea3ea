import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { isSessionCookieLocked, sessionIdOf } from "@/lib/auth/session-lock";
import { findCredential } from "@/lib/auth/sql";
import { readSessionClaims, sessionCredential } from "@/lib/auth/session-token";
import { findUserForCredential, type SessionUser } from "@/lib/auth/user";

/** Who a request speaks for, and whether their session is locked (see lib/auth/session-lock.ts). */
export type RequestCredential = { user: SessionUser; locked: boolean };

/**
 * The signed-in user behind a request and whether the session is locked: an
 * `Authorization: Bearer` access token (locked while the browser session it was issued to is),
 * else the next-auth session cookie (locked by its claim or on the server). Null when neither
 * credential is valid any more.
 */
export async function getRequestCredential(
  request: Request & { cookies?: { getAll(): { name: string; value: string }[] } },
): Promise<RequestCredential | null> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) return null;
    const claims = await verifyAccessToken(token);
    // A token is locked while the browser session it was issued to is (API sign-ins have none).
    return claims && findCredential(claims.userId, claims, claims.sessionId ?? null);
  }
  const cookieSource = request.cookies ?? { getAll: () => parseCookieHeader(request.headers.get("cookie")) };
  const session = await readSessionClaims(cookieSource);
  const found = session && findCredential(session.sub, sessionCredential(session), sessionIdOf(session));
  // The cookie is locked by its own claim or on the server (isSessionCookieLocked's two rules).
  return found ? { user: found.user, locked: session.locked === true || found.locked } : null;
}

/** Whether a request goes by the bearer token (an `Authorization` header) rather than the session cookie. */
export function usesBearerToken(request: Request): boolean {
  return request.headers.get("authorization") !== null;
}

/**
 * The session claims and user for a server component; cached for the length of one render.
 * `claims.locked` says whether the session is locked, by its cookie or on the server (a copy of
 * the cookie taken before the lock still says "unlocked").
 */
export const getCurrentSession = cache(async () => {
  const claims = await readSessionClaims(await cookies());
  if (!claims) return null;
  const user = await findUserForCredential(claims.sub, sessionCredential(claims));
  if (!user) return null;
  return { claims: { ...claims, locked: await isSessionCookieLocked(claims) }, user };
});

function parseCookieHeader(header: string | null): { name: string; value: string }[] {
  if (!header) return [];
  return header.split(";").flatMap((part) => {
    const index = part.indexOf("=");
    if (index < 0) return [];
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      return [{ name, value: decodeURIComponent(raw) }];
    } catch {
      return [{ name, value: raw }];
    }
  });
}
