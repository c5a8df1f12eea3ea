import { db } from "@/lib/db";
import { GET as sessionEnded } from "@/app/api/auth/session-ended/route";
import type { AccessTokenClaims } from "@/lib/auth/access-token";
import { requireUser } from "@/lib/auth/require-user";
import {
  isFreshPasswordProof,
  isSessionCookieLocked,
  lockSession,
  sessionIdOf,
  sessionLockedError,
  unlockSession,
  UNLOCK_PROOF_MAX_AGE_MS,
} from "@/lib/auth/session-lock";
import type { SessionClaims } from "@/lib/auth/session-token";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { sessionCookie } from "@/lib/users/session-cookie";
import { seedUser } from "@/seed/factories";
import { sessionCookieHeader } from "@/tests/helpers/account";
import { callRoute } from "@/tests/helpers/route";

// The session guards at their edges, beside tests/api/session-lock.test.ts and session-ended:
// how fresh an unlock's password proof must be, whose lock an unlock removes, the session id of a
// cookie from before ids existed, where the signed-in pages' guard sends a browser, and which
// cookies a dead session's trip through /api/auth/session-ended clears.

jest.mock("next/headers", () => ({ cookies: jest.fn(), headers: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw Object.assign(new Error(`redirect to ${url}`), { redirectedTo: url });
  }),
}));
const nextHeaders: { cookies: jest.Mock; headers: jest.Mock } = jest.requireMock("next/headers");

const NOW = Date.now();
const proof = (userId: string, issuedAgoMs: number, signedInAgoMs = issuedAgoMs) =>
  ({
    userId,
    issuedAt: new Date(NOW - issuedAgoMs),
    authTime: new Date(NOW - signedInAgoMs),
    expiresAt: new Date(NOW + 3_600_000),
  }) as AccessTokenClaims;

describe("unlocking a session", () => {
  it("takes a password proof up to a minute old (plus the second token times cut off), not older", () => {
    const limit = UNLOCK_PROOF_MAX_AGE_MS + 1000;
    expect(UNLOCK_PROOF_MAX_AGE_MS).toBe(60_000);
    expect(isFreshPasswordProof(proof("u1", limit - 1), "u1", NOW)).toBe(true);
    expect(isFreshPasswordProof(proof("u1", limit), "u1", NOW)).toBe(false);
    // A renewed older token: issued just now, its password sign-in long ago.
    expect(isFreshPasswordProof(proof("u1", 0, limit - 1), "u1", NOW)).toBe(true);
    expect(isFreshPasswordProof(proof("u1", 0, limit), "u1", NOW)).toBe(false);
    expect(isFreshPasswordProof(proof("u2", 0), "u1", NOW)).toBe(false);
    expect(isFreshPasswordProof(null, "u1", NOW)).toBe(false);
  });

  it("removes only that session's lock, and only for its user", async () => {
    const user = await seedUser(db);
    const other = await seedUser(db);
    const [a, b, c] = ["a", "b", "c"].map((name) => `sid-${name}-${user.id}`);
    await lockSession(a, user.id);
    await lockSession(b, user.id);
    await lockSession(c, other.id);
    await unlockSession(a, other.id);
    expect(await db.sessionLock.count({ where: { sessionId: a } })).toBe(1);
    await unlockSession(a, user.id);
    const left = await db.sessionLock.findMany({ where: { sessionId: { in: [a, b, c] } } });
    expect(left.map((lock) => lock.sessionId).sort()).toEqual([b, c]);
  });

  it("answers a locked session's calls 423 session_locked, in words the screen can show", () => {
    expect(sessionLockedError()).toMatchObject({
      status: 423,
      code: "session_locked",
      message: "This session is locked. Unlock it with your password to continue.",
    });
  });
});

describe("the session id", () => {
  it("is the cookie's sid, or one derived from its user and sign-in for a cookie without one", () => {
    expect(sessionIdOf({ sub: "u1", authTime: 1000, sid: "abc" })).toBe("abc");
    const legacy = sessionIdOf({ sub: "u1", authTime: 1000 });
    expect(legacy).toMatch(/^legacy-[\w-]{43}$/);
    expect(sessionIdOf({ sub: "u1", authTime: 1000, sid: "" })).toBe(legacy);
    expect(sessionIdOf({ sub: "u1", authTime: 1001 })).not.toBe(legacy);
    expect(sessionIdOf({ sub: "u2", authTime: 1000 })).not.toBe(legacy);
  });

  it("counts a cookie that says it is locked as locked, even without a lock on the server", async () => {
    const claims = { sub: "u1", authTime: NOW, sid: `sid-${NOW}`, rememberMe: true } as SessionClaims;
    expect(await isSessionCookieLocked({ ...claims, locked: true })).toBe(true);
    expect(await isSessionCookieLocked({ ...claims, locked: false })).toBe(false);
  });
});

/** Where `requireUser` sends a browser with this cookie (and this page asked for), or null to render. */
async function pageGuard(cookie: string | null, requested: string | null): Promise<string | null> {
  const cookies = cookie ? [{ name: sessionCookie().name, value: cookie.slice(cookie.indexOf("=") + 1) }] : [];
  nextHeaders.cookies.mockResolvedValue({ getAll: () => cookies });
  nextHeaders.headers.mockResolvedValue(new Headers(requested ? { [REQUEST_URL_HEADER]: requested } : {}));
  try {
    await requireUser();
    return null;
  } catch (error) {
    const { redirectedTo } = error as { redirectedTo?: string };
    if (!redirectedTo) throw error;
    return redirectedTo;
  }
}

describe("the signed-in pages' guard", () => {
  it("renders the page for a live session", async () => {
    const user = await seedUser(db);
    expect(await pageGuard(await sessionCookieHeader(user.id), "/pages/settings")).toBeNull();
  });

  it("sends a browser without a session, or with a dead one, to clear it, with the page asked for", async () => {
    expect(await pageGuard(null, "/pages/settings?tab=security")).toBe(
      "/api/auth/session-ended?redirectURL=%2Fpages%2Fsettings%3Ftab%3Dsecurity",
    );
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await pageGuard(cookie, "/pages/calendar")).toBe("/api/auth/session-ended?redirectURL=%2Fpages%2Fcalendar");
  });

  it("falls back to the dashboard when the proxy did not say which page", async () => {
    expect(await pageGuard(null, null)).toBe("/api/auth/session-ended?redirectURL=%2Fpages%2Fdashboard");
  });
});

describe("GET /api/auth/session-ended for a dead session", () => {
  it("clears the session cookie, chunks included, and leaves every other cookie alone", async () => {
    const user = await seedUser(db);
    const session = await sessionCookieHeader(user.id);
    await db.user.delete({ where: { id: user.id } });
    const name = sessionCookie().name;
    const cookie = `${session}; ${name}.1=rest; theme=dark; next-auth.csrf-token=x`;
    const { status, headers } = await callRoute(sessionEnded, {
      url: "/api/auth/session-ended?redirectURL=%2Fpages%2Fnotes",
      headers: { cookie },
    });
    expect(status).toBe(303);
    const cleared = headers
      .getSetCookie()
      .filter((setCookie) => /Max-Age=0/i.test(setCookie))
      .map((setCookie) => setCookie.split("=")[0])
      .sort();
    expect(cleared).toEqual([name, `${name}.1`].sort());
    expect(headers.getSetCookie().every((setCookie) => /^[^=]+=;/.test(setCookie))).toBe(true);
  });
});
