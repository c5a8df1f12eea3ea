import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { isSessionCookieLocked, isTokenSessionLocked } from "@/lib/auth/session-lock";
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
    const user = claims && (await findUserForCredential(claims.userId, claims));
    return user ? { user, locked: await isTokenSessionLocked(claims) } : null;
  }
  const cookieSource = request.cookies ?? { getAll: () => parseCookieHeader(request.headers.get("cookie")) };
  const session = await readSessionClaims(cookieSource);
  const user = session && (await findUserForCredential(session.sub, sessionCredential(session)));
  return user ? { user, locked: await isSessionCookieLocked(session) } : null;
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
