import { encode } from "next-auth/jwt";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "@/lib/auth/access-token";
import { readSessionClaims, sessionCredential, SHORT_SESSION_MS } from "@/lib/auth/session-token";
import { sessionCookie } from "@/lib/users/session-cookie";

// The browser session cookie at its edges: a session without "remember me" ends 12 hours after
// the password sign-in, any session 30 days after it, and a cookie without its claims is no session.

const HOUR_MS = 3_600_000;
const NOW = Date.now();

async function cookiesOf(token: Record<string, unknown>) {
  const value = await encode({ token, secret: process.env.NEXTAUTH_SECRET! });
  const cookie = { name: sessionCookie().name, value };
  return { getAll: () => [cookie] };
}

const session = (authTime: number, rememberMe: boolean) =>
  cookiesOf({ sub: "user-1", authTime, rememberMe, locked: false });

describe("the session cookie's claims", () => {
  it("hold a short session until 12 hours after the password sign-in, not a millisecond more", async () => {
    expect(SHORT_SESSION_MS).toBe(12 * HOUR_MS);
    const authTime = NOW - SHORT_SESSION_MS;
    expect(await readSessionClaims(await session(authTime, false), NOW)).toMatchObject({ sub: "user-1", authTime });
    expect(await readSessionClaims(await session(authTime - 1, false), NOW)).toBeNull();
  });

  it("hold a remembered session past 12 hours, until 30 days after the password sign-in", async () => {
    expect(await readSessionClaims(await session(NOW - 13 * HOUR_MS, true), NOW)).not.toBeNull();
    const end = NOW - SESSION_ABSOLUTE_LIFETIME_MS;
    expect(await readSessionClaims(await session(end, true), NOW)).not.toBeNull();
    expect(await readSessionClaims(await session(end - 1, true), NOW)).toBeNull();
  });

  it.each([
    ["without a user", { authTime: NOW, rememberMe: true }],
    ["without the password sign-in time", { sub: "user-1", rememberMe: true }],
    ["with a sign-in time that is not a number", { sub: "user-1", authTime: String(NOW), rememberMe: true }],
  ])("are none for a cookie %s", async (_case, token) => {
    expect(await readSessionClaims(await cookiesOf(token), NOW)).toBeNull();
  });

  it("are none without a cookie", async () => {
    expect(await readSessionClaims({ getAll: () => [] }, NOW)).toBeNull();
  });

  it("give the credential times: the sign-in, and the revalidation only when there was one", () => {
    expect(sessionCredential({ authTime: NOW })).toEqual({ authTime: new Date(NOW) });
    expect(sessionCredential({ authTime: NOW, revalidatedAt: NOW + 5 })).toEqual({
      authTime: new Date(NOW),
      revalidatedAt: new Date(NOW + 5),
    });
  });
});
