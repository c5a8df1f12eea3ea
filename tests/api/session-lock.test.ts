import { encode, type JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { issueAccessToken } from "@/lib/auth/access-token";
import { getAuthOptions, type SessionUpdate } from "@/lib/auth/next-auth-options";
import { requireUser } from "@/lib/auth/require-user";
import { readSessionClaims, type SessionClaims } from "@/lib/auth/session-token";
import { POST as signInWithToken } from "@/app/api/auth/sign-in-with-token/route";
import { POST as unlockSessionRoute } from "@/app/api/auth/unlock-session/route";
import { GET as me } from "@/app/api/users/me/route";
import { sessionCookie } from "@/lib/users/session-cookie";
import { seedUser } from "@/seed/factories";
import { sessionCookieHeader } from "@/tests/helpers/account";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { bearer, callRoute } from "@/tests/helpers/route";

// Issue 14, "Sessions and tokens": the lock screen (/unlock-session) keeps its state on the server
// (a SessionLock row under the session's `sid`), so replaying an older cookie does not unlock it.

jest.mock("next/headers", () => ({ cookies: jest.fn(), headers: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw Object.assign(new Error(`redirect to ${url}`), { redirectedTo: url });
  }),
}));
const nextHeaders: { cookies: jest.Mock; headers: jest.Mock } = jest.requireMock("next/headers");

type Claims = SessionClaims & Record<string, unknown>;
const jwt = (params: Record<string, unknown>) =>
  getAuthOptions().callbacks!.jwt!({ account: null, user: undefined as never, ...params } as never) as Promise<Claims>;
const sessionOf = async (token: Claims) =>
  (await getAuthOptions().callbacks!.session!({ session: { expires: "" }, token } as never)) as unknown as {
    locked: boolean;
    accessToken?: string;
  };

/** A password sign-in as the credentials provider makes it: the jwt callback with `user`. */
async function signIn(user: { id: string; email: string }) {
  return jwt({ token: {} as JWT, user: { id: user.id, email: user.email, name: "x", rememberMe: true } });
}
const cookieOf = async (claims: Claims) =>
  `${sessionCookie().name}=${await encode({ token: claims, secret: process.env.NEXTAUTH_SECRET! })}`;
/** What a browser sends back: the claims in its cookie (as next-auth reads them for a callback). */
const claimsOf = async (cookie: string) =>
  (await readSessionClaims({
    getAll: () => [{ name: sessionCookie().name, value: cookie.slice(cookie.indexOf("=") + 1) }],
  })) as Claims;
const update = async (cookie: string, session: SessionUpdate) =>
  jwt({ token: await claimsOf(cookie), trigger: "update", session });

async function answerOf(headers: Record<string, string>) {
  const { status, data } = await callRoute(me, { headers });
  return { status, code: data?.error?.code as string | undefined };
}

/** Where `requireUser` (the signed-in pages' guard) sends a browser with this cookie, or null to render. */
async function pageGuard(cookie: string): Promise<string | null> {
  const value = cookie.slice(cookie.indexOf("=") + 1);
  nextHeaders.cookies.mockResolvedValue({ getAll: () => [{ name: sessionCookie().name, value }] });
  nextHeaders.headers.mockResolvedValue(new Headers({ [REQUEST_URL_HEADER]: "/pages/settings" }));
  try {
    await requireUser();
    return null;
  } catch (error) {
    return (error as { redirectedTo?: string }).redirectedTo ?? Promise.reject(error);
  }
}

/** A signed-in browser: its cookie before the lock, and the cookie the lock wrote. */
async function lockedBrowser() {
  const user = await seedUser(db);
  const signedIn = await signIn(user);
  const before = await cookieOf(signedIn);
  const locked = await update(before, { lock: true });
  expect(locked.locked).toBe(true);
  return { user, signedIn, before, after: await cookieOf(locked) };
}

describe("the lock screen keeps its state on the server", () => {
  it("writes a SessionLock row under the session id (sid) the password sign-in gave the session", async () => {
    const { user, signedIn } = await lockedBrowser();
    expect(typeof signedIn.sid).toBe("string");
    expect(await db.sessionLock.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ sessionId: signedIn.sid, userId: user.id }),
    ]);
  });

  it("replaying a cookie taken before the lock does not unlock it: 423 on the API, the lock screen for pages, no token on renewal", async () => {
    const { before, after } = await lockedBrowser();
    expect((await claimsOf(before)).locked).toBe(false);
    for (const cookie of [before, after]) {
      expect(await answerOf({ cookie })).toEqual({ status: 423, code: "session_locked" });
      expect(await pageGuard(cookie)).toBe(`/unlock-session?redirectURL=${encodeURIComponent("/pages/settings")}`);
    }
    // next-auth reads (and re-issues) the old cookie through the jwt callback: it comes back locked.
    const renewed = await jwt({ token: await claimsOf(before) });
    expect(renewed.locked).toBe(true);
    expect((await sessionOf(renewed)).accessToken).toBeUndefined();
  });

  it("refuses the bearer tokens issued to the locked session (423), and does not renew them", async () => {
    const { signedIn, before } = await lockedBrowser();
    const token = signedIn.accessToken!;
    expect(await answerOf(bearer(token))).toEqual({ status: 423, code: "session_locked" });
    const renewal = await callRoute(signInWithToken, { method: "POST", json: { accessToken: token } });
    expect({ status: renewal.status, code: renewal.data.error?.code }).toEqual({ status: 423, code: "session_locked" });
    // A token of an API sign-in belongs to no browser session and is not locked.
    const apiToken = await issueAccessToken((await claimsOf(before)).sub);
    expect((await answerOf(bearer(apiToken))).status).toBe(200);
  });

  it("unlocks only with the password typed just now: a renewed older token or another user's does not; unlock-session's does, deleting the row", async () => {
    const { user, signedIn, before } = await lockedBrowser();
    const minutesAgo = new Date(Date.now() - 10 * 60_000);
    const renewedOld = await issueAccessToken(user.id, new Date(), minutesAgo);
    const stranger = await seedUser(db);
    const strangers = await issueAccessToken(stranger.id);
    for (const proof of [renewedOld, strangers, "not-a-token"]) {
      expect((await update(before, { unlockWithAccessToken: proof })).locked).toBe(true);
    }
    expect(await db.sessionLock.count({ where: { sessionId: signedIn.sid } })).toBe(1);

    const wrong = await callRoute(unlockSessionRoute, {
      method: "POST",
      json: { email: user.email, password: "wrong-password" },
    });
    expect(wrong.status).toBe(404);
    const unlocked = await callRoute(unlockSessionRoute, {
      method: "POST",
      json: { email: user.email, password: user.password },
    });
    expect(unlocked.status).toBe(200);
    const after = await update(before, { unlockWithAccessToken: unlocked.data.accessToken });
    expect(after.locked).toBe(false);
    expect(await db.sessionLock.count({ where: { sessionId: signedIn.sid } })).toBe(0);
    expect((await answerOf({ cookie: await cookieOf(after) })).status).toBe(200);
    expect(await pageGuard(await cookieOf(after))).toBeNull();
    expect((await answerOf(bearer(signedIn.accessToken!))).status).toBe(200);
  });

  it("locks only its own session: another session of the same user goes on", async () => {
    const { user } = await lockedBrowser();
    const otherBrowser = await cookieOf(await signIn(user));
    expect((await answerOf({ cookie: otherBrowser })).status).toBe(200);
  });

  it("locks every copy of a cookie from before session ids existed (the id derived from its sign-in)", async () => {
    const user = await seedUser(db);
    const legacy = await sessionCookieHeader(user.id);
    expect((await claimsOf(legacy)).sid).toBeUndefined();
    const locked = await update(legacy, { lock: true });
    expect(typeof locked.sid).toBe("string");
    expect(await answerOf({ cookie: legacy })).toEqual({ status: 423, code: "session_locked" });
  });
});
