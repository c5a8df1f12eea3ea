import { GET as sessionEnded } from "@/app/api/auth/session-ended/route";
import { db } from "@/lib/db";
import { lockSession, sessionIdOf } from "@/lib/auth/session-lock";
import { readSessionClaims } from "@/lib/auth/session-token";
import { seedUser } from "@/seed/factories";
import { sessionCookieHeader } from "@/tests/helpers/account";
import { callRoute } from "@/tests/helpers/route";

// Issue 14, "after a password reset or change, the old cookie session answers 401 on its next
// request": for pages that means a trip to sign-in. The proxy trusts a well-formed cookie, so a
// page that finds the session dead sends the browser here to clear it first — else sign-in (which
// sends a signed-in browser on to the dashboard) and the dashboard would bounce it between them.

const visit = (cookie: string, redirectURL: string) =>
  callRoute(sessionEnded, {
    url: `/api/auth/session-ended?redirectURL=${encodeURIComponent(redirectURL)}`,
    headers: { cookie },
  });

const clearedCookies = (headers: Headers) =>
  headers.getSetCookie().filter((cookie) => /session-token=;/.test(cookie) && /Max-Age=0/i.test(cookie));

describe("GET /api/auth/session-ended", () => {
  it("clears a session cookie ended by a password reset and goes on to sign-in with the page asked for", async () => {
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id, Date.now() - 60_000);
    await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date() } });

    const { status, headers } = await visit(cookie, "/pages/events?tab=drafts");
    expect(status).toBe(303);
    expect(new URL(headers.get("location")!).pathname + new URL(headers.get("location")!).search).toBe(
      "/sign-in?redirectURL=%2Fpages%2Fevents%3Ftab%3Ddrafts",
    );
    expect(clearedCookies(headers)).toHaveLength(1);
  });

  it("keeps a live session (nobody signs another out by a link) and goes on to the page", async () => {
    const user = await seedUser(db);
    const { status, headers } = await visit(await sessionCookieHeader(user.id), "/pages/calendar");
    expect(status).toBe(303);
    expect(new URL(headers.get("location")!).pathname).toBe("/pages/calendar");
    expect(clearedCookies(headers)).toHaveLength(0);
  });

  it("sends a locked session to the lock screen and keeps its cookie", async () => {
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id);
    const claims = await readSessionClaims({
      getAll: () => [{ name: cookie.split("=")[0], value: cookie.slice(cookie.indexOf("=") + 1) }],
    });
    await lockSession(sessionIdOf(claims!), user.id);
    const { headers } = await visit(cookie, "/pages/settings");
    const location = new URL(headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/unlock-session?redirectURL=%2Fpages%2Fsettings");
    expect(clearedCookies(headers)).toHaveLength(0);
  });

  it("never leaves the site, whatever redirectURL says", async () => {
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id);
    for (const payload of ["//evil.com", "/.//evil.com", "https://evil.com", "/%5Cevil.com"]) {
      const location = new URL((await visit(cookie, payload)).headers.get("location")!);
      expect(location.origin).toBe("http://localhost:3999");
      expect(location.pathname).toBe("/pages/dashboard");
    }
  });
});
