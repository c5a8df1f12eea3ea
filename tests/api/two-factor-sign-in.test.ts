import { decodeJwt } from "jose";
import { db } from "@/lib/db";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as unlockSession } from "@/app/api/auth/unlock-session/route";
import { POST as regenerate } from "@/app/api/users/me/two-factor/recovery-codes/route";
import { DELETE as disable } from "@/app/api/users/me/two-factor/route";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { SIGN_IN_MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { UNKNOWN_CLIENT_IP } from "@/lib/limits/client-ip";
import { seedUser } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { totpCode, userWithTwoFactor, wrongTotpCode } from "@/tests/helpers/two-factor";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

const PASSWORD = "Password123!"; // seedUser's default
const post = (handler: Parameters<typeof callRoute>[0], json: unknown, headers: Record<string, string> = {}) =>
  callRoute(handler, { method: "POST", json, headers });

describe("POST /api/auth/sign-in with two-factor sign-in on", () => {
  it("asks for the code after the right password, refuses a wrong one and signs in with the app's code", async () => {
    const { user, secret } = await userWithTwoFactor();
    const withoutCode = await post(signIn, { email: user.email, password: PASSWORD });
    expect(withoutCode).toMatchObject({ status: 401, data: { error: { code: "two_factor_required" } } });
    expect(JSON.stringify(withoutCode.data)).not.toContain("accessToken");

    const wrong = await post(signIn, { email: user.email, password: PASSWORD, code: wrongTotpCode(secret) });
    expect(wrong).toMatchObject({ status: 401, data: { error: { code: "invalid_two_factor_code" } } });

    const right = await post(signIn, { email: user.email, password: PASSWORD, code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect(right.data).toMatchObject({ user: { id: user.id, email: user.email }, tokenType: "bearer" });
    expect(decodeJwt(right.data.accessToken).sub).toBe(user.id);
    expect(JSON.stringify(right.data)).not.toContain(secret);
  });

  it("accepts the code of the step before or after (clock drift) and with a space typed in it", async () => {
    // Each on its own user: a code of one step is refused once a later step's code has signed in.
    for (const offset of [-30_000, 30_000]) {
      const { user, secret } = await userWithTwoFactor();
      const code = totpCode(secret, Date.now() + offset);
      expect((await post(signIn, { email: user.email, password: PASSWORD, code })).status).toBe(200);
    }
    const { user, secret } = await userWithTwoFactor();
    const spaced = totpCode(secret).replace(/^(\d{3})/, "$1 ");
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: spaced })).status).toBe(200);
    const stale = totpCode(secret, Date.now() - 5 * 60_000);
    if (![-30_000, 0, 30_000].some((offset) => totpCode(secret, Date.now() + offset) === stale)) {
      expect((await post(signIn, { email: user.email, password: PASSWORD, code: stale })).status).toBe(401);
    }
  });

  it("signs in once with an app code: the same code again (a replay) answers 401", async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = totpCode(secret);
    expect((await post(signIn, { email: user.email, password: PASSWORD, code })).status).toBe(200);
    const replay = await post(signIn, { email: user.email, password: PASSWORD, code });
    expect(replay).toMatchObject({ status: 401, data: { error: { code: "invalid_two_factor_code" } } });
  });

  it("signs in once with each recovery code (any case, dashes optional); a used one answers 401", async () => {
    const { user, headers, recoveryCodes } = await userWithTwoFactor();
    const first = await post(signIn, { email: user.email, password: PASSWORD, code: recoveryCodes[0] });
    expect(first.status).toBe(200);
    expect(first.data.accessToken).toEqual(expect.any(String));
    const again = await post(signIn, { email: user.email, password: PASSWORD, code: recoveryCodes[0] });
    expect(again).toMatchObject({ status: 401, data: { error: { code: "invalid_two_factor_code" } } });

    const typed = recoveryCodes[1].replace(/-/g, "").toUpperCase();
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: typed })).status).toBe(200);
    const left = await db.twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } });
    expect(left).toBe(8);
    expect(headers.authorization).toBeDefined();
  });

  it("lets only one of two simultaneous sign-ins use the same recovery code", async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const body = { email: user.email, password: PASSWORD, code: recoveryCodes[2] };
    const answers = await Promise.all([post(signIn, body), post(signIn, body), post(signIn, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it("keeps the specification's 404 false for a wrong password, code or not", async () => {
    const { user, secret } = await userWithTwoFactor();
    expect(await post(signIn, { email: user.email, password: "wrong-password" })).toMatchObject({
      status: 404,
      data: false,
    });
    const withCode = await post(signIn, { email: user.email, password: "wrong-password", code: totpCode(secret) });
    expect(withCode).toMatchObject({ status: 404, data: false });
  });

  it("answers 400 for a malformed code, before checking anything", async () => {
    const { user } = await userWithTwoFactor();
    for (const code of ["", "   ", 123456, null, "9".repeat(65)]) {
      const answer = await post(signIn, { email: user.email, password: PASSWORD, code });
      expect(answer).toMatchObject({ status: 400, data: { error: { code: "invalid_request" } } });
    }
  });

  it("ignores a code for a user without two-factor sign-in, and a pending enrolment asks for none", async () => {
    const user = await seedUser(db);
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: "123456" })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { twoFactorSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" } });
    expect((await post(signIn, { email: user.email, password: PASSWORD })).status).toBe(200);
  });
});

describe("wrong codes count against the sign-in throttle", () => {
  it(`answers 429 after ${SIGN_IN_MAX_FAILURES} wrong codes, even with the right code, on every way in`, async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    // Asking for the code is not a failure.
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES + 1; attempt += 1) {
      expect((await post(signIn, { email: user.email, password: PASSWORD })).status).toBe(401);
    }
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      const answer = await post(signIn, { email: user.email, password: PASSWORD, code: wrongTotpCode(secret) });
      expect(answer.data.error.code).toBe("invalid_two_factor_code");
    }
    for (const handler of [signIn, unlockSession]) {
      const blocked = await post(handler, { email: user.email, password: PASSWORD, code: totpCode(secret) });
      expect(blocked).toMatchObject({ status: 429, data: { error: { code: "too_many_attempts" } } });
    }
    // A recovery code offered while throttled is not used up.
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: recoveryCodes[0] })).status).toBe(429);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(10);
  });

  it("counts wrong codes sent to the account's own two-factor settings too", async () => {
    const { user, headers, secret } = await userWithTwoFactor();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES - 1; attempt += 1) {
      expect((await post(regenerate, { code: wrongTotpCode(secret) }, headers)).status).toBe(400);
    }
    const wrongPassword = await callRoute(disable, {
      method: "DELETE",
      headers,
      json: { password: "wrong-password", code: totpCode(secret) },
    });
    expect(wrongPassword.status).toBe(400);
    expect((await post(regenerate, { code: totpCode(secret) }, headers)).status).toBe(429);
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: totpCode(secret) })).status).toBe(429);
  });

  it("clears the count after a sign-in with both factors", async () => {
    const { user, secret } = await userWithTwoFactor();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES - 1; attempt += 1) {
      await post(signIn, { email: user.email, password: PASSWORD, code: wrongTotpCode(secret) });
    }
    expect((await post(signIn, { email: user.email, password: PASSWORD, code: totpCode(secret) })).status).toBe(200);
    const pair = `sign-in:account-ip:${user.email}:${UNKNOWN_CLIENT_IP}`;
    expect(await db.rateLimitBucket.findUnique({ where: { key: pair } })).toBeNull();
  });
});

describe("POST /api/auth/unlock-session with two-factor sign-in on", () => {
  it("follows sign-in's rule, since it hands out a token too", async () => {
    const { user, secret } = await userWithTwoFactor();
    const withoutCode = await post(unlockSession, { email: user.email, password: PASSWORD });
    expect(withoutCode).toMatchObject({ status: 401, data: { error: { code: "two_factor_required" } } });
    const wrong = await post(unlockSession, { email: user.email, password: PASSWORD, code: wrongTotpCode(secret) });
    expect(wrong).toMatchObject({ status: 401, data: { error: { code: "invalid_two_factor_code" } } });
    const right = await post(unlockSession, { email: user.email, password: PASSWORD, code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect(decodeJwt(right.data.accessToken).sub).toBe(user.id);
  });
});

describe("the next-auth credentials provider", () => {
  type Authorize = (credentials: Record<string, string>) => Promise<{ id: string } | null>;
  const authorize = (credentials: Record<string, string>) => {
    const provider = getAuthOptions().providers[0] as unknown as { options: { authorize: Authorize } };
    return provider.options.authorize(credentials);
  };

  it("throws the two-factor codes as the error the sign-in form reads, and signs in with the code", async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const base = { email: user.email, password: PASSWORD, rememberMe: "true" };
    await expect(authorize(base)).rejects.toThrow("two_factor_required");
    await expect(authorize({ ...base, code: wrongTotpCode(secret) })).rejects.toThrow("invalid_two_factor_code");
    await expect(authorize({ ...base, code: totpCode(secret) })).resolves.toMatchObject({ id: user.id });
    await expect(authorize({ ...base, code: recoveryCodes[0] })).resolves.toMatchObject({ id: user.id });
    await expect(authorize({ ...base, code: recoveryCodes[0] })).rejects.toThrow("invalid_two_factor_code");
    await expect(authorize({ ...base, password: "wrong-password", code: totpCode(secret) })).resolves.toBeNull();
  });
});
