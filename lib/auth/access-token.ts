import { SignJWT } from "jose";
import { verifyHs256 } from "@/lib/auth/hs256";
import { getAccessTokenSecret } from "@/lib/secrets";

/** Bearer tokens live 7 days (specification, section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Nothing a password sign-in started — the browser session, the bearer tokens renewed from it —
 * lives longer than this after the password was typed: then the user signs in again.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function key() {
  return new TextEncoder().encode(getAccessTokenSecret());
}

/** Whether a session or token whose password sign-in was at `authTime` has outlived the absolute lifetime. */
export function isPastAbsoluteLifetime(authTime: Date, now = Date.now()): boolean {
  return now - authTime.getTime() > SESSION_ABSOLUTE_LIFETIME_MS;
}

/** What a token may carry besides its user and times: the browser session it was issued to, and when a revocation it survived re-validated that session. */
export type AccessTokenContext = {
  /** The session's id (`sid`), when the token belongs to a browser session: it is refused while that session is locked. */
  sessionId?: string;
  /**
   * When "sign out everywhere else" or a password change kept the session that asked for it: the
   * revocation instant, compared with `sessionsValidFrom` instead of `authTime` (which stays the
   * password sign-in, so the absolute lifetime does not move).
   */
  revalidatedAt?: Date;
};

/**
 * A bearer token of `userId` issued at `now`. `authTime` is when the password was typed: a
 * renewal keeps the original, so the token carries it on (claim `auth_time`, in seconds, as in
 * OpenID Connect) and never expires later than the absolute lifetime after it. A renewal keeps
 * the `context` too (claims `sid` and `revalidated_at`).
 */
export async function issueAccessToken(
  userId: string,
  now = new Date(),
  authTime = now,
  { sessionId, revalidatedAt }: AccessTokenContext = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const authSeconds = Math.floor(authTime.getTime() / 1000);
  const exp = Math.min(iat + ACCESS_TOKEN_TTL_SECONDS, authSeconds + SESSION_ABSOLUTE_LIFETIME_MS / 1000);
  return new SignJWT({
    auth_time: authSeconds,
    ...(sessionId ? { sid: sessionId } : {}),
    ...(revalidatedAt ? { revalidated_at: Math.floor(revalidatedAt.getTime() / 1000) } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key());
}

export type AccessTokenClaims = {
  userId: string;
  issuedAt: Date;
  expiresAt: Date;
  authTime: Date;
} & AccessTokenContext;

/** The token's claims if its signature is ours and it has not expired; otherwise null. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const payload = verifyHs256(token, getAccessTokenSecret());
  if (!payload) return null;
  if (typeof payload.sub !== "string" || typeof payload.iat !== "number" || typeof payload.exp !== "number") {
    return null;
  }
  // Tokens issued before `auth_time` existed count from their own issue time.
  const authSeconds = typeof payload.auth_time === "number" ? payload.auth_time : payload.iat;
  if (authSeconds > payload.iat) return null;
  const revalidatedSeconds = typeof payload.revalidated_at === "number" ? payload.revalidated_at : null;
  if (revalidatedSeconds !== null && revalidatedSeconds > payload.iat) return null;
  return {
    userId: payload.sub,
    issuedAt: new Date(payload.iat * 1000),
    expiresAt: new Date(payload.exp * 1000),
    authTime: new Date(authSeconds * 1000),
    ...(typeof payload.sid === "string" && payload.sid ? { sessionId: payload.sid } : {}),
    ...(revalidatedSeconds !== null ? { revalidatedAt: new Date(revalidatedSeconds * 1000) } : {}),
  };
}
