import { db } from "@/lib/db";
import { issueAccessToken } from "@/lib/auth/access-token";
import { readSessionClaims } from "@/lib/auth/session-token";
import { POST as changePassword } from "@/app/api/users/me/password/route";
import { POST as revokeSessions } from "@/app/api/users/me/sessions/revoke/route";
import { revocationInstant } from "@/lib/users/revoke-credentials";
import { sessionCookie } from "@/lib/users/session-cookie";
import { signedInUser } from "@/tests/helpers/auth";
import { meStatus, sessionCookieHeader, setSessionCookie, signInHeaders } from "@/tests/helpers/account";
import { bearer, callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// A browser's writes with the session cookie come from the site itself (lib/http/same-site.ts).
const SITE = "http://localhost:3999";

type Headers = Record<string, string>;
const NEW_PASSWORD = "Correct-Horse-42";
const change = (headers: Headers, json: unknown) => callRoute(changePassword, { method: "POST", headers, json });
const revoke = (headers: Headers) => callRoute(revokeSessions, { method: "POST", headers });

const passwordHashOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })).passwordHash;

describe("POST /api/users/me/password", () => {
  it("changes the password: the old one stops signing in, the new one does", async () => {
    const { user, headers } = await signedInUser();
    const { status, data } = await change(headers, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect({ status, data }).toEqual({ status: 204, data: null });
    expect((await signInHeaders(user.email, user.password)).status).toBe(404);
    expect((await signInHeaders(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password with 400 at currentPassword, changing nothing", async () => {
    const { user, headers } = await signedInUser();
    const before = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true, sessionsValidFrom: true },
    });
    const { status, data } = await change(headers, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD });
    expect(status).toBe(400);
    expect(data.error).toMatchObject({ code: "wrong_password", issues: [{ path: ["currentPassword"] }] });
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { passwordHash: true, sessionsValidFrom: true },
      }),
    ).toEqual(before);
    expect(await meStatus(headers)).toBe(200);
  });

  it.each([
    [{ currentPassword: "x", newPassword: "short" }, "newPassword", "Use at least 8 characters."],
    [{ currentPassword: "x", newPassword: "ş".repeat(37) }, "newPassword", "Use at most 72 characters."],
    [{ newPassword: NEW_PASSWORD }, "currentPassword", "This field is required."],
    [{ currentPassword: "x", newPassword: NEW_PASSWORD, extra: 1 }, "", undefined],
  ])("refuses %j with 400 before looking at the password", async (body, field, message) => {
    const { user, headers } = await signedInUser();
    const before = await passwordHashOf(user.id);
    const { status, data } = await change(headers, body);
    expect(status).toBe(400);
    const issue = data.error.issues.find((candidate: { path: string[] }) => candidate.path.join(".") === field);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it("answers 401 without a credential", async () => {
    expect((await change({}, { currentPassword: "x", newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it("counts wrong current passwords towards the sign-in throttle (429 after five)", async () => {
    const { user, headers } = await signedInUser();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(headers, { currentPassword: "wrong-password", newPassword: NEW_PASSWORD })).status).toBe(
        400,
      );
    const { status, data } = await change(headers, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect({ status, code: data.error.code }).toEqual({ status: 429, code: "too_many_attempts" });
  });

  it("ends every earlier bearer token, one from the same second included; a fresh one works", async () => {
    const { user, headers } = await signedInUser();
    const sameSecond = bearer(await issueAccessToken(user.id));
    expect(await meStatus(sameSecond)).toBe(200);

    expect((await change(headers, { currentPassword: user.password, newPassword: NEW_PASSWORD })).status).toBe(204);
    expect(await meStatus(headers)).toBe(401);
    expect(await meStatus(sameSecond)).toBe(401);

    const fresh = await signInHeaders(user.email, NEW_PASSWORD);
    expect(await meStatus(fresh.headers)).toBe(200);
    // sessionsValidFrom is a whole second, and the answer came once it had begun.
    const { sessionsValidFrom } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(sessionsValidFrom.getMilliseconds()).toBe(0);
    expect(sessionsValidFrom.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the browser that asked signed in: its session cookie is written again; other sessions end", async () => {
    const { user } = await signedInUser();
    const browser = { cookie: await sessionCookieHeader(user.id), origin: SITE };
    const otherBrowser = { cookie: await sessionCookieHeader(user.id), origin: SITE };
    const phone = bearer(await issueAccessToken(user.id));

    const { status, headers } = await callRoute(changePassword, {
      method: "POST",
      headers: browser,
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(status).toBe(204);
    const renewed = setSessionCookie(headers);
    expect(renewed).not.toBeNull();
    const setCookie = headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);

    expect(await meStatus({ cookie: renewed! })).toBe(200);
    expect(await meStatus(browser)).toBe(401);
    expect(await meStatus(otherBrowser)).toBe(401);
    expect(await meStatus(phone)).toBe(401);

    // The bearer token inside the renewed session (the browser's API calls use it) is valid too.
    const claims = await readSessionClaims({
      getAll: () => [{ name: sessionCookie().name, value: renewed!.slice(renewed!.indexOf("=") + 1) }],
    });
    expect(claims).toMatchObject({ sub: user.id, rememberMe: true, locked: false });
    expect(await meStatus(bearer(claims!.accessToken!))).toBe(200);
  });

  it("renews the cookie also when the browser's call carried its bearer token, but not another user's cookie", async () => {
    const { user, headers } = await signedInUser();
    const withBoth = { ...headers, cookie: await sessionCookieHeader(user.id) };
    const answer = await callRoute(changePassword, {
      method: "POST",
      headers: withBoth,
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(setSessionCookie(answer.headers)).not.toBeNull();

    const stranger = await signedInUser();
    const other = await signedInUser();
    const mixed = { ...stranger.headers, cookie: await sessionCookieHeader(other.user.id) };
    const refused = await callRoute(changePassword, {
      method: "POST",
      headers: mixed,
      json: { currentPassword: stranger.user.password, newPassword: NEW_PASSWORD },
    });
    expect(refused.status).toBe(204);
    expect(setSessionCookie(refused.headers)).toBeNull();
    expect(await meStatus({ cookie: mixed.cookie })).toBe(200);
  });
});

describe("POST /api/users/me/sessions/revoke", () => {
  it("signs out every other session and token, keeps this browser, and leaves the password", async () => {
    const { user, headers } = await signedInUser();
    const before = await passwordHashOf(user.id);
    const browser = { cookie: await sessionCookieHeader(user.id), origin: SITE };

    const answer = await revoke(browser);
    expect(answer.status).toBe(204);
    const renewed = setSessionCookie(answer.headers);
    expect(await meStatus({ cookie: renewed! })).toBe(200);
    expect(await meStatus(browser)).toBe(401);
    expect(await meStatus(headers)).toBe(401);
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await signInHeaders(user.email, user.password)).status).toBe(200);
  });

  it("with a bearer token only, answers a bare 204 (that token ends too)", async () => {
    const { headers } = await signedInUser();
    const answer = await revoke(headers);
    expect(answer.status).toBe(204);
    expect(setSessionCookie(answer.headers)).toBeNull();
    expect(await meStatus(headers)).toBe(401);
  });

  it("answers 401 without a credential", async () => {
    expect((await revoke({})).status).toBe(401);
  });
});

describe("the revocation instant", () => {
  it("is the start of the next whole second", () => {
    expect(revocationInstant(Date.parse("2026-11-25T10:00:00.000Z")).toISOString()).toBe("2026-11-25T10:00:01.000Z");
    expect(revocationInstant(Date.parse("2026-11-25T10:00:00.999Z")).toISOString()).toBe("2026-11-25T10:00:01.000Z");
  });
});
