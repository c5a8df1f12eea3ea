import "server-only";
import { encode } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { issueAccessToken } from "@/lib/auth/access-token";
import { readSessionClaims, type SessionClaims } from "@/lib/auth/session-token";
import type { SessionUser } from "@/lib/auth/user";
import { getNextAuthSecret } from "@/lib/secrets";

// After a revocation (lib/users/revoke-credentials.ts) the browser that asked for it stays signed
// in: its next-auth session cookie is written again, as next-auth itself writes it, with a fresh
// `authTime` and a fresh bearer token inside (the browser's API calls use that token; the screen
// picks it up by refreshing its session, e.g. `useSession().update()`).

/** next-auth's default session lifetime (lib/auth/next-auth-options.ts does not change it). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The session cookie's name and whether it is `Secure`, decided as next-auth decides it (secure
 * cookies when NEXTAUTH_URL is https; `getToken`, which lib/auth/session-token.ts reads with, uses
 * the same rule).
 */
export function sessionCookie(): { name: string; secure: boolean } {
  const secure = process.env.NEXTAUTH_URL?.startsWith("https://") ?? Boolean(process.env.VERCEL);
  return { name: `${secure ? "__Secure-" : ""}next-auth.session-token`, secure };
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure });

/** The request's session cookie claims, when it is an unlocked session of `user` that was valid before the revocation. */
async function currentSession(request: NextRequest, user: SessionUser): Promise<SessionClaims | null> {
  const claims = await readSessionClaims(request.cookies);
  if (!claims || claims.sub !== user.id || claims.locked) return null;
  // `user` was read before the revocation: a cookie already revoked then stays revoked.
  const validFromSecond = Math.floor(user.sessionsValidFrom.getTime() / 1000);
  return Math.floor(claims.authTime / 1000) >= validFromSecond ? claims : null;
}

/**
 * A 204 for a revocation that took effect at `validFrom`: when the request came with this user's
 * session cookie, the answer sets it again — same claims, `authTime` = `validFrom`, a new bearer
 * token — so this browser stays signed in while every other session ends. (The session's length
 * without "remember me" counts from then on.) A request with only a bearer token gets a bare 204:
 * its caller signs in again.
 */
export async function noContentKeepingSession(
  request: NextRequest,
  user: SessionUser,
  validFrom: Date,
): Promise<Response> {
  const response = new NextResponse(null, { status: 204 });
  const claims = await currentSession(request, user);
  if (!claims) return response;
  const { iat: _iat, exp: _exp, jti: _jti, ...kept } = claims;
  const now = Math.max(Date.now(), validFrom.getTime());
  const token: SessionClaims = {
    ...kept,
    authTime: validFrom.getTime(),
    accessToken: await issueAccessToken(user.id, new Date(now), validFrom),
  };
  const value = await encode({ token, secret: getNextAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
  const { name, secure } = sessionCookie();
  response.cookies.set(name, value, {
    ...cookieOptions(secure),
    expires: new Date(now + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return response;
}

/** Ends this browser's session cookie (the account it belonged to is gone). */
export function clearSessionCookie(response: NextResponse): NextResponse {
  const { name, secure } = sessionCookie();
  response.cookies.set(name, "", { ...cookieOptions(secure), maxAge: 0 });
  return response;
}
