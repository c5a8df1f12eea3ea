import { createHmac, timingSafeEqual } from "node:crypto";

// Verifying the bearer tokens this server signs (HS256 JWTs, RFC 7515/7519), with node:crypto's
// HMAC in the calling thread. Every authenticated API call verifies one: jose's verification goes
// through WebCrypto, an async job on libuv's thread pool per call, which cost several times the
// HMAC itself and, under load, a hop between threads for every request (issue 17). Signing stays
// with jose. Deliberately narrow: only `alg: HS256`, no `crit` extensions, and the registered
// time claims checked as jose checks them (no clock tolerance).

export type JwtPayload = Record<string, unknown>;

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The payload of `token` when it is a well-formed HS256 JWT signed with `secret` and in its validity window; otherwise null. */
export function verifyHs256(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  // The signature is compared in constant time and before the signed parts are parsed, so nothing
  // unsigned is ever read; its encoding must be the canonical one.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (given.toString("base64url") !== signature) return null;
  try {
    const protectedHeader = decodeJson(header);
    const claims = decodeJson(payload);
    if (!isObject(protectedHeader) || protectedHeader.alg !== "HS256" || "crit" in protectedHeader) return null;
    if (!isObject(claims)) return null;
    for (const name of ["exp", "nbf", "iat"] as const) {
      if (name in claims && typeof claims[name] !== "number") return null;
    }
    if (typeof claims.exp === "number" && claims.exp <= nowSeconds) return null;
    if (typeof claims.nbf === "number" && claims.nbf > nowSeconds) return null;
    return claims;
  } catch {
    return null; // a signed part that is not base64url JSON
  }
}
