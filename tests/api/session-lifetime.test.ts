import { decodeJwt, SignJWT } from "jose";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { POST as signInWithToken } from "@/app/api/auth/sign-in-with-token/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as changePassword } from "@/app/api/users/me/password/route";
import { POST as revokeSessions } from "@/app/api/users/me/sessions/revoke/route";
import { issueAccessToken } from "@/lib/auth/access-token";
import { createAuthToken } from "@/lib/auth/auth-tokens";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { readSessionClaims } from "@/lib/auth/session-token";
import { sessionCookie } from "@/lib/users/session-cookie";
import { seedUser } from "@/seed/factories";
import { bearer, callRoute } from "@/tests/helpers/route";
import { meStatus, sessionCookieHeader, setSessionCookie, signInHeaders } from "@/tests/helpers/account";

// Issue #14, "Sessions and tokens": every renewal checks that the user still exists and that the
// session began (password sign-in, `auth_time`) after `sessionsValidFrom`, and nothing renews
// past 30 days from that sign-in.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bearer token signed like ours, issued at `issuedAt` for a password sign-in at `authTime`. */
async function craftToken(
  userId: string,
  { issuedAt = Date.now(), authTime }: { issuedAt?: number; authTime?: number } = {},
): Promise<string> {
  const iat = Math.floor(issuedAt / 1000);
  return new SignJWT({ auth_time: Math.floor((authTime ?? issuedAt) / 1000) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 7 * 24 * 60 * 60)
    .sign(new TextEncoder().encode(process.env.ACCESS_TOKEN_SECRET!));
}

const renew = (accessToken: string) => callRoute(signInWithToken, { method: "POST", json: { accessToken } });

/** The next-auth `jwt` callback, called as next-auth calls it when a session is read. */
async function runJwtCallback(token: Record<string, unknown>): Promise<JWT> {
  const jwt = getAuthOptions().callbacks!.jwt!;
  return (await jwt({ token: token as JWT, user: undefined as never, account: null })) as JWT;
}

/** A user whose password last changed 40 days ago, so only the rule under test can refuse. */
async function seedOldUser() {
  const user = await seedUser(db);
  await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date(Date.now() - 40 * DAY_MS) } });
  return user;
}

async function passwordChangedNow(userId: string) {
  await db.user.update({ where: { id: userId }, data: { sessionsValidFrom: new Date(Date.now() - 1000) } });
}

describe("Sessions and tokens: sign-in-with-token checks the sign-in behind the token", () => {
  it("answers 401 'Invalid token' for a token whose sign-in came before a password change, even if it was renewed since", async () => {
    const user = await seedOldUser();
    const signedInAt = Date.now() - 60_000;
    await passwordChangedNow(user.id);
    // Issued (renewed) after the change, but its password sign-in was before it.
    const renewed = await craftToken(user.id, { issuedAt: Date.now(), authTime: signedInAt });
    const issuedBefore = await craftToken(user.id, { issuedAt: signedInAt });
    for (const accessToken of [renewed, issuedBefore]) {
      expect(await renew(accessToken)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
    }
    expect(await meStatus(bearer(renewed))).toBe(401);
  });

  it("answers 401 'Invalid token' for a token whose authTime is 31 days old", async () => {
    const user = await seedOldUser();
    const token = await craftToken(user.id, { issuedAt: Date.now() - 1000, authTime: Date.now() - 31 * DAY_MS });
    expect(await renew(token)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
    expect(await meStatus(bearer(token))).toBe(401);
  });

  it("answers 401 for a token of a user that no longer exists", async () => {
    const user = await seedOldUser();
    const token = await craftToken(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await renew(token)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
  });

  it("keeps the original authTime in the renewed token, which expires no later than 30 days after it", async () => {
    const user = await seedOldUser();
    const authTime = Date.now() - 27 * DAY_MS;
    const token = await craftToken(user.id, { issuedAt: Date.now() - DAY_MS, authTime });
    const { status, data } = await renew(token);
    expect(status).toBe(200);
    const claims = decodeJwt(data.accessToken);
    expect(claims.auth_time).toBe(Math.floor(authTime / 1000));
    expect(claims.exp).toBe(Math.floor(authTime / 1000) + 30 * 24 * 60 * 60);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe("Sessions and tokens: the next-auth jwt callback renews only a valid session", () => {
  const session = async (userId: string, authTime: number) => ({
    sub: userId,
    authTime,
    rememberMe: true,
    locked: false,
    // Due for renewal: it expires within the day.
    accessToken: await craftToken(userId, { issuedAt: Date.now() - 6.5 * DAY_MS, authTime }),
  });

  it("gives no renewed token to a session that began before the password change", async () => {
    const user = await seedOldUser();
    const stale = await session(user.id, Date.now() - 60_000);
    await passwordChangedNow(user.id);
    const result = await runJwtCallback({ ...stale });
    expect(result.accessToken).toBeUndefined();
    const { accessToken } = (await getAuthOptions().callbacks!.session!({
      session: { expires: new Date(Date.now() + DAY_MS).toISOString() },
      token: result,
    } as never)) as { accessToken?: string };
    expect(accessToken).toBeUndefined();
  });

  it("gives no renewed token to a session whose password sign-in is 31 days old", async () => {
    const user = await seedOldUser();
    const result = await runJwtCallback(await session(user.id, Date.now() - 31 * DAY_MS));
    expect(result.accessToken).toBeUndefined();
  });

  it("gives no renewed token to a session of a deleted user", async () => {
    const user = await seedOldUser();
    const claims = await session(user.id, Date.now() - 60_000);
    await db.user.delete({ where: { id: user.id } });
    expect((await runJwtCallback(claims)).accessToken).toBeUndefined();
  });

  it("renews a valid session's token, keeping its sign-in time", async () => {
    const user = await seedOldUser();
    const authTime = Date.now() - 2 * DAY_MS;
    const claims = await session(user.id, authTime);
    const result = await runJwtCallback({ ...claims });
    expect(typeof result.accessToken).toBe("string");
    expect(result.accessToken).not.toBe(claims.accessToken);
    const renewed = decodeJwt(result.accessToken as string);
    expect(Math.abs(renewed.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(renewed.auth_time).toBe(Math.floor(authTime / 1000));
  });
});

describe("Sessions and tokens: sign out everywhere else keeps the session's password sign-in time", () => {
  afterEach(() => jest.restoreAllMocks());

  it("a session signed in 29 days ago that signs out everywhere else is still refused after day 30", async () => {
    const user = await seedOldUser();
    const authTime = Date.now() - 29 * DAY_MS;
    const browser = { cookie: await sessionCookieHeader(user.id, authTime), origin: "http://localhost:3999" };
    const answer = await callRoute(revokeSessions, { method: "POST", headers: browser });
    expect(answer.status).toBe(204);
    const renewed = setSessionCookie(answer.headers)!;
    expect(await meStatus({ cookie: renewed })).toBe(200);

    // The re-issued cookie keeps the password sign-in time; its bearer token ends with it.
    const claims = await readSessionClaims({
      getAll: () => [{ name: sessionCookie().name, value: renewed.slice(renewed.indexOf("=") + 1) }],
    });
    expect(claims!.authTime).toBe(authTime);
    const inner = decodeJwt(claims!.accessToken!);
    expect(inner.auth_time).toBe(Math.floor(authTime / 1000));
    expect(inner.exp).toBeLessThanOrEqual(Math.floor(authTime / 1000) + 30 * 24 * 60 * 60);
    const expires = /Expires=([^;]+)/i.exec(answer.headers.getSetCookie().join("\n"))![1];
    expect(Date.parse(expires)).toBeLessThanOrEqual(authTime + 30 * DAY_MS);

    // A day and a half later: day 30.5 after the password sign-in.
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + 1.5 * DAY_MS);
    expect(await meStatus({ cookie: renewed })).toBe(401);
    expect(await meStatus(bearer(claims!.accessToken!))).toBe(401);
    expect((await runJwtCallback({ ...claims! })).accessToken).toBeUndefined();
  });
});

describe("Sessions and tokens: a password reset and a password change follow one same-second rule", () => {
  // Token times are whole seconds. The clock is frozen 100 ms into a coming second S, so the old
  // token below is issued in S, before the change; the answer comes once S + 1 has begun, and the
  // clock is then moved on into S + 1, as it would have moved by itself.
  const REAL_TIMERS = [
    "hrtime",
    "nextTick",
    "performance",
    "queueMicrotask",
    "setImmediate",
    "clearImmediate",
    "setInterval",
    "clearInterval",
    "setTimeout",
    "clearTimeout",
  ] as const;
  afterEach(() => jest.useRealTimers());

  async function resetWithLink(user: { id: string }) {
    const token = await db.$transaction((tx) => createAuthToken(tx, user.id, "password-reset"));
    return callRoute(resetPassword, { method: "POST", json: { token, password: "BrandNew456!" } });
  }
  async function changeWith(user: { password: string }, headers: Record<string, string>) {
    const json = { currentPassword: user.password, newPassword: "BrandNew456!" };
    return callRoute(changePassword, { method: "POST", headers, json });
  }

  it.each(["reset", "change"] as const)(
    "password %s: a token issued in the same second before it dies, a sign-in right after it lives",
    async (path) => {
      const user = await seedUser(db);
      const second = Math.floor(Date.now() / 1000) * 1000 + 2000;
      jest.useFakeTimers({ now: second + 100, doNotFake: [...REAL_TIMERS] });
      const sameSecond = bearer(await issueAccessToken(user.id));
      expect(await meStatus(sameSecond)).toBe(200);

      const answer = path === "reset" ? await resetWithLink(user) : await changeWith(user, sameSecond);
      expect(answer.status).toBe(path === "reset" ? 200 : 204);
      const { sessionsValidFrom } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(sessionsValidFrom.getTime()).toBe(second + 1000);

      jest.setSystemTime(second + 1000 + 50);
      expect(await meStatus(sameSecond)).toBe(401);
      const fresh = await signInHeaders(user.email, "BrandNew456!");
      expect(fresh.status).toBe(200);
      expect(await meStatus(fresh.headers)).toBe(200);
    },
  );
});
