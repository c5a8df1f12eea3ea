import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { readSessionClaims } from "@/lib/auth/session-token";
import { findUserForCredential, type SessionUser } from "@/lib/auth/user";

/**
 * The signed-in user behind a request: an `Authorization: Bearer` access token, else the
 * next-auth session cookie. A locked session (see /unlock-session) counts as signed out here.
 */
export async function getRequestUser(
  request: Request & { cookies?: { getAll(): { name: string; value: string }[] } },
): Promise<SessionUser | null> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) return null;
    const claims = await verifyAccessToken(token);
    return claims ? findUserForCredential(claims.userId, claims.authTime) : null;
  }
  const cookieSource = request.cookies ?? { getAll: () => parseCookieHeader(request.headers.get("cookie")) };
  const session = await readSessionClaims(cookieSource);
  if (!session || session.locked) return null;
  return findUserForCredential(session.sub, new Date(session.authTime));
}

/** Whether `getRequestUser` goes by the bearer token (an `Authorization` header) rather than the session cookie. */
export function usesBearerToken(request: Request): boolean {
  return request.headers.get("authorization") !== null;
}

/** The session claims and user for a server component; cached for the length of one render. */
export const getCurrentSession = cache(async () => {
  const claims = await readSessionClaims(await cookies());
  if (!claims) return null;
  const user = await findUserForCredential(claims.sub, new Date(claims.authTime));
  return user ? { claims, user } : null;
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
