import { decodeJwt, SignJWT, type JWTPayload } from "jose";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  isPastAbsoluteLifetime,
  issueAccessToken,
  SESSION_ABSOLUTE_LIFETIME_MS,
  verifyAccessToken,
} from "@/lib/auth/access-token";

// The bearer token's claims at their edges: how long it lives, what it carries, and which forged
// or malformed tokens are refused (null) instead of trusted.

const DAY_MS = 86_400_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secret = () => new TextEncoder().encode(process.env.ACCESS_TOKEN_SECRET);

/** A token signed with the server's key, with exactly these claims. */
function signed(payload: JWTPayload, key = secret()) {
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);
}

describe("bearer access tokens", () => {
  it("live 7 days and carry the password sign-in time, and nothing else unasked", async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const token = await issueAccessToken("user-1", now);
    expect(decodeJwt(token)).toEqual({
      sub: "user-1",
      iat: seconds(now),
      exp: seconds(now) + ACCESS_TOKEN_TTL_SECONDS,
      auth_time: seconds(now),
    });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(7 * 24 * 3600);
    expect(await verifyAccessToken(token)).toEqual({
      userId: "user-1",
      issuedAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      authTime: now,
    });
  });

  it("never outlive 30 days from the password sign-in, however late they are renewed", async () => {
    const authTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 27 * DAY_MS);
    const token = await issueAccessToken("user-1", new Date(), authTime);
    expect(decodeJwt(token).exp).toBe(seconds(authTime) + SESSION_ABSOLUTE_LIFETIME_MS / 1000);
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(30 * DAY_MS);
  });

  it("carry the browser session and the revalidation time when given, and give them back", async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const revalidatedAt = new Date(now.getTime() - 60_000);
    const token = await issueAccessToken("user-1", now, now, { sessionId: "sid-1", revalidatedAt });
    expect(decodeJwt(token)).toMatchObject({ sid: "sid-1", revalidated_at: seconds(revalidatedAt) });
    expect(await verifyAccessToken(token)).toMatchObject({ sessionId: "sid-1", revalidatedAt });
  });

  it("count a token without auth_time from its own issue time", async () => {
    const iat = Math.floor(Date.now() / 1000) - 60;
    const claims = await verifyAccessToken(await signed({ sub: "user-1", iat, exp: iat + 3600 }));
    expect(claims?.authTime).toEqual(new Date(iat * 1000));
  });

  it.each([
    ["an empty session id", ""],
    ["a session id that is not text", 42],
  ])("ignore %s", async (_case, sid) => {
    const iat = Math.floor(Date.now() / 1000);
    const claims = await verifyAccessToken(await signed({ sub: "user-1", iat, exp: iat + 3600, sid }));
    expect(claims).not.toBeNull();
    expect(claims).not.toHaveProperty("sessionId");
  });

  it.each([
    ["without a subject", { exp: 3600 }],
    ["without an issue time", { sub: "user-1", exp: 3600, iat: undefined }],
    ["without an expiry", { sub: "user-1", exp: undefined }],
    ["whose password sign-in is after its issue time", { sub: "user-1", exp: 3600, auth_time: 60 }],
    ["revalidated after its issue time", { sub: "user-1", exp: 3600, revalidated_at: 60 }],
    ["that has expired", { sub: "user-1", exp: -1 }],
  ])("refuse a token %s", async (_case, claims) => {
    const iat = Math.floor(Date.now() / 1000);
    const payload: JWTPayload = { iat, ...claims };
    // Times in the cases are relative to now.
    for (const name of ["exp", "auth_time", "revalidated_at"] as const) {
      if (typeof payload[name] === "number") payload[name] = iat + (payload[name] as number);
    }
    expect(await verifyAccessToken(await signed(payload))).toBeNull();
  });

  it("refuse a token signed with another key, one of another algorithm, and garbage", async () => {
    const iat = Math.floor(Date.now() / 1000);
    const claims = { sub: "user-1", iat, exp: iat + 3600 };
    expect(await verifyAccessToken(await signed(claims, new TextEncoder().encode("x".repeat(48))))).toBeNull();
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).sign(secret());
    expect(await verifyAccessToken(hs512)).toBeNull();
    expect(await verifyAccessToken("not-a-token")).toBeNull();
  });
});

describe("the absolute lifetime of a password sign-in", () => {
  it("ends exactly 30 days after it", () => {
    const authTime = new Date("2026-01-01T00:00:00Z");
    const end = authTime.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
    expect(isPastAbsoluteLifetime(authTime, end)).toBe(false);
    expect(isPastAbsoluteLifetime(authTime, end + 1)).toBe(true);
  });
});
