import { decodeJwt, type JWTPayload } from "jose";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { SIGN_IN_ERRORS } from "@/lib/auth/error-codes";
import type { SessionClaims } from "@/lib/auth/session-token";
import { seedUser } from "@/seed/factories";

// The browser session's next-auth options (lib/auth/next-auth-options.ts) beside the lock and
// lifetime tests (session-lock, session-lifetime): what the credentials provider answers the
// sign-in page, what a password sign-in writes into the cookie, when the cookie's bearer token is
// renewed, and that only an `update` asking for it locks the session.

jest.mock("@/lib/auth/authenticate", () => {
  const actual = jest.requireActual("@/lib/auth/authenticate");
  return { ...actual, authenticateWithPassword: jest.fn(actual.authenticateWithPassword) };
});
const authenticate: { authenticateWithPassword: jest.Mock } = jest.requireMock("@/lib/auth/authenticate");

type Claims = SessionClaims & Record<string, unknown>;
const DAY_MS = 86_400_000;
const options = () => getAuthOptions();
const jwt = (params: Record<string, unknown>) =>
  options().callbacks!.jwt!({ account: null, user: undefined as never, ...params } as never) as Promise<Claims>;
const signIn = (user: { id: string }, rememberMe = true) =>
  jwt({ token: { name: "x", email: "x@example.org", picture: "p" } as JWT, user: { id: user.id, rememberMe } });

type Authorize = (credentials: Record<string, string> | undefined, request: unknown) => Promise<unknown>;
const authorize: Authorize = (credentials, request) =>
  (options().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize(credentials, request);
const request = { headers: { "x-forwarded-for": "203.0.113.7" } };

describe("next-auth's options", () => {
  it("keep the session in a JWT cookie and send next-auth's pages to the specification's routes", () => {
    expect(options().session).toEqual({ strategy: "jwt" });
    expect(options().pages).toEqual({ signIn: "/sign-in", signOut: "/sign-out", error: "/sign-in" });
  });
});

describe("the credentials provider", () => {
  afterEach(() => authenticate.authenticateWithPassword.mockRestore?.());

  it("answers the user for the right password, remembered unless the form says false", async () => {
    const user = await seedUser(db, { password: "Password123!" });
    const credentials = { email: user.email, password: "Password123!" };
    expect(await authorize(credentials, request)).toEqual({
      id: user.id,
      email: user.email,
      name: user.displayName,
      rememberMe: true,
    });
    expect(await authorize({ ...credentials, rememberMe: "false" }, request)).toMatchObject({ rememberMe: false });
    expect(await authorize({ ...credentials, rememberMe: "true" }, request)).toMatchObject({ rememberMe: true });
  });

  it("answers nothing for a wrong password or a form that is not one", async () => {
    const user = await seedUser(db, { password: "Password123!" });
    expect(await authorize({ email: user.email, password: "wrong-password" }, request)).toBeNull();
    expect(await authorize({ email: "not an email", password: "x" }, request)).toBeNull();
    expect(await authorize(undefined, request)).toBeNull();
  });

  it.each([
    [
      "the throttle's 429 as 'throttled'",
      new ApiError(429, "too_many_attempts", "Slow down."),
      SIGN_IN_ERRORS.throttled,
    ],
    [
      "a missing second factor by its code",
      new ApiError(401, "two_factor_required", "Code needed."),
      SIGN_IN_ERRORS.twoFactorRequired,
    ],
    [
      "a wrong second factor by its code",
      new ApiError(401, "invalid_two_factor_code", "Wrong code."),
      SIGN_IN_ERRORS.invalidTwoFactorCode,
    ],
  ])("passes on %s", async (_case, error, message) => {
    authenticate.authenticateWithPassword.mockRejectedValueOnce(error);
    await expect(authorize({ email: "ada@example.org", password: "x" }, request)).rejects.toThrow(new Error(message));
  });

  it("passes on any other failure unchanged", async () => {
    const failure = new ApiError(403, "forbidden", "No.");
    authenticate.authenticateWithPassword.mockRejectedValueOnce(failure);
    await expect(authorize({ email: "ada@example.org", password: "x" }, request)).rejects.toBe(failure);
  });
});

describe("the jwt callback", () => {
  it("starts a session at a password sign-in: its user, sign-in time, id and a token that knows it, and no profile", async () => {
    const user = await seedUser(db);
    const before = Date.now();
    const claims = await signIn(user, false);
    expect(claims).toMatchObject({ sub: user.id, rememberMe: false, locked: false });
    expect(claims.authTime).toBeGreaterThanOrEqual(before);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims).not.toHaveProperty("name");
    expect(claims).not.toHaveProperty("email");
    expect(claims).not.toHaveProperty("picture");
    const token = await verifyAccessToken(claims.accessToken!);
    expect(token).toMatchObject({ userId: user.id, sessionId: claims.sid });
    expect((await signIn(user)).rememberMe).toBe(true);
    expect((await jwt({ token: {} as JWT, user: { id: user.id } })).rememberMe).toBe(true);
  });

  it("keeps the cookie's bearer token while it has more than a day left, and renews it within the last day", async () => {
    const user = await seedUser(db);
    const claims = await signIn(user);
    const kept = await jwt({ token: { ...claims } });
    expect(kept.accessToken).toBe(claims.accessToken);

    const authTime = new Date(claims.authTime);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY_MS - 60_000);
    const ageing = await issueAccessToken(user.id, sixDaysAgo, authTime, { sessionId: claims.sid });
    const renewed = await jwt({ token: { ...claims, accessToken: ageing } });
    expect(renewed.accessToken).not.toBe(ageing);
    const payload: JWTPayload = decodeJwt(renewed.accessToken!);
    expect(payload).toMatchObject({ sub: user.id, sid: claims.sid, auth_time: Math.floor(claims.authTime / 1000) });
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it("gives a session without a token none", async () => {
    const user = await seedUser(db);
    const { accessToken: _token, ...claims } = await signIn(user);
    expect((await jwt({ token: claims })).accessToken).toBeUndefined();
  });

  it.each([
    ["without a user", { sub: undefined }],
    ["without a sign-in time", { authTime: undefined }],
  ])("drops the token of a cookie %s", async (_case, change) => {
    const user = await seedUser(db);
    const claims = { ...(await signIn(user)), ...change };
    expect((await jwt({ token: claims })).accessToken).toBeUndefined();
  });

  it("locks only on an update that asks for it", async () => {
    const user = await seedUser(db);
    const claims = await signIn(user);
    expect((await jwt({ token: { ...claims }, session: { lock: true } })).locked).toBe(false);
    expect((await jwt({ token: { ...claims }, trigger: "update" })).locked).toBe(false);
    expect((await jwt({ token: { ...claims }, trigger: "update", session: { lock: false } })).locked).toBe(false);
    const stale = await issueAccessToken(user.id, new Date(Date.now() - 10 * 60_000));
    const failedUnlock = await jwt({
      token: { ...claims },
      trigger: "update",
      session: { unlockWithAccessToken: stale },
    });
    expect(failedUnlock.locked).toBe(false);
    expect(await db.sessionLock.count({ where: { sessionId: claims.sid } })).toBe(0);

    const locked = await jwt({ token: { ...claims }, trigger: "update", session: { lock: true } });
    expect(locked.locked).toBe(true);
    const session = (await options().callbacks!.session!({ session: { expires: "soon" }, token: locked } as never)) as {
      locked: boolean;
      accessToken?: string;
    };
    expect(session).toEqual({ expires: "soon", userId: user.id, locked: true, accessToken: undefined });
  });

  it("answers the session with its token while it is unlocked", async () => {
    const user = await seedUser(db);
    const claims = await signIn(user);
    const session = await options().callbacks!.session!({ session: { expires: "soon" }, token: claims } as never);
    expect(session).toEqual({ expires: "soon", userId: user.id, locked: false, accessToken: claims.accessToken });
  });
});
