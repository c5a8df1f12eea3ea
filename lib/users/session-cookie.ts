import "server-only";
import { encode } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { issueAccessToken, SESSION_ABSOLUTE_LIFETIME_MS } from "@/lib/auth/access-token";
import { sessionIdOf } from "@/lib/auth/session-lock";
import { readSessionClaims, sessionCredential, type SessionClaims } from "@/lib/auth/session-token";
import { credentialStart, isIssuedAfterRevocation, type SessionUser } from "@/lib/auth/user";
import { getNextAuthSecret } from "@/lib/secrets";

// After a revocation (lib/users/revoke-credentials.ts) the browser that asked for it stays signed
// in: its next-auth session cookie is written again, as next-auth itself writes it, re-validated
// (`revalidatedAt` = the revocation instant, which `sessionsValidFrom` is compared with) and with
// a fresh bearer token inside (the browser's API calls use that token; the screen picks it up by
// refreshing its session, e.g. `useSession().update()`). Its `authTime` — the password sign-in —
// stays as it was: the 30-day absolute lifetime (and a short session's 12 hours) still count from
// it, so a session cannot live on by asking to sign out everywhere else again and again.

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
  return isIssuedAfterRevocation(credentialStart(sessionCredential(claims)), user.sessionsValidFrom) ? claims : null;
}

/**
 * A 204 for a revocation that took effect at `validFrom`: when the request came with this user's
 * session cookie, the answer sets it again — same claims (the password sign-in `authTime` and the
 * session id included), `revalidatedAt` = `validFrom`, a new bearer token — so this browser stays
 * signed in while every other session ends. A request with only a bearer token gets a bare 204:
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
  const sessionId = sessionIdOf(claims);
  const token: SessionClaims = {
    ...kept,
    sid: sessionId,
    revalidatedAt: validFrom.getTime(),
    accessToken: await issueAccessToken(user.id, new Date(now), new Date(claims.authTime), {
      sessionId,
      revalidatedAt: validFrom,
    }),
  };
  // Never past the session's absolute end (30 days from the password sign-in), which no re-issue moves.
  const endsAt = Math.min(now + SESSION_MAX_AGE_SECONDS * 1000, claims.authTime + SESSION_ABSOLUTE_LIFETIME_MS);
  const maxAge = Math.max(1, Math.floor((endsAt - now) / 1000));
  const value = await encode({ token, secret: getNextAuthSecret(), maxAge });
  const { name, secure } = sessionCookie();
  response.cookies.set(name, value, { ...cookieOptions(secure), expires: new Date(endsAt) });
  return response;
}

/** Ends this browser's session cookie (the account it belonged to is gone). */
export function clearSessionCookie(response: NextResponse): NextResponse {
  const { name, secure } = sessionCookie();
  response.cookies.set(name, "", { ...cookieOptions(secure), maxAge: 0 });
  return response;
}
