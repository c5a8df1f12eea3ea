import { jwtVerify, SignJWT } from "jose";
import { getAccessTokenSecret } from "@/lib/secrets";

/** Bearer tokens live 7 days (specification, section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

function key() {
  return new TextEncoder().encode(getAccessTokenSecret());
}

export async function issueAccessToken(userId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

export type AccessTokenClaims = { userId: string; issuedAt: Date; expiresAt: Date };

/** The token's claims if its signature is ours and it has not expired; otherwise null. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.iat !== "number" || typeof payload.exp !== "number") {
      return null;
    }
    return { userId: payload.sub, issuedAt: new Date(payload.iat * 1000), expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
