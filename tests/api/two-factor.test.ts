import { db } from "@/lib/db";
import { DELETE as disable, GET as status, POST as enrol } from "@/app/api/users/me/two-factor/route";
import { POST as confirm } from "@/app/api/users/me/two-factor/confirm/route";
import { POST as regenerate } from "@/app/api/users/me/two-factor/recovery-codes/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { hashRecoveryCode, normalizeRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { totpCode, userWithTwoFactor, wrongTotpCode } from "@/tests/helpers/two-factor";

const PASSWORD = "Password123!"; // seedUser's default
const RECOVERY_CODE = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
type Headers = Record<string, string>;

const call = (handler: Parameters<typeof callRoute>[0], method: string, headers: Headers, json?: unknown) =>
  callRoute(handler, { method, headers, json });

async function twoFactorColumns(userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { twoFactorSecret: true, twoFactorEnabledAt: true },
  });
}

describe("POST /api/users/me/two-factor (enrol)", () => {
  it("answers a secret, its otpauth URL and a PNG QR code, and stores the secret without turning it on", async () => {
    const { user, headers } = await signedInUser();
    const { status: code, data } = await call(enrol, "POST", headers);
    expect(code).toBe(200);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Hostdeck:${user.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: "Hostdeck",
      secret: data.secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(data.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(await twoFactorColumns(user.id)).toEqual({ twoFactorSecret: data.secret, twoFactorEnabledAt: null });

    // Pending: sign-in is unchanged and the status says off.
    expect((await call(signIn, "POST", {}, { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await call(status, "GET", headers)).data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
  });

  it("replaces a pending secret when enrolling again: only the new one confirms", async () => {
    const { user, headers } = await signedInUser();
    const first = (await call(enrol, "POST", headers)).data.secret as string;
    const second = (await call(enrol, "POST", headers)).data.secret as string;
    expect(second).not.toBe(first);
    expect((await twoFactorColumns(user.id)).twoFactorSecret).toBe(second);
    const stale = await call(confirm, "POST", headers, { code: totpCode(first) });
    // (The two secrets' codes coincide one time in a million; then the stale one is simply right.)
    if (totpCode(first) !== totpCode(second)) expect(stale.status).toBe(400);
    expect((await call(confirm, "POST", headers, { code: totpCode(second) })).status).toBe(200);
  });

  it("is refused with 409 once two-factor sign-in is on, and the secret in use stays", async () => {
    const { user, headers, secret } = await userWithTwoFactor();
    const again = await call(enrol, "POST", headers);
    expect(again).toMatchObject({ status: 409, data: { error: { code: "two_factor_enabled" } } });
    expect((await twoFactorColumns(user.id)).twoFactorSecret).toBe(secret);
  });
});

describe("POST /api/users/me/two-factor/confirm", () => {
  it("turns it on for the app's code and answers ten recovery codes, stored only as SHA-256", async () => {
    const { user, headers } = await signedInUser();
    const { secret } = (await call(enrol, "POST", headers)).data;
    const { status: code, data } = await call(confirm, "POST", headers, { code: totpCode(secret) });
    expect(code).toBe(200);
    expect(data.recoveryCodes).toHaveLength(10);
    expect(new Set(data.recoveryCodes).size).toBe(10);
    for (const recoveryCode of data.recoveryCodes) expect(recoveryCode).toMatch(RECOVERY_CODE);

    const stored = await db.twoFactorRecoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      data.recoveryCodes.map((plain: string) => hashRecoveryCode(normalizeRecoveryCode(plain)!)).sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(data.recoveryCodes[0]);
    expect((await twoFactorColumns(user.id)).twoFactorEnabledAt).toBeInstanceOf(Date);

    const answer = await call(status, "GET", headers);
    expect(answer.data).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    expect(Math.abs(Date.parse(answer.data.enabledAt) - Date.now())).toBeLessThan(10_000);
    // The secret never leaves the server again.
    expect(JSON.stringify(answer.data)).not.toContain(secret);
  });

  it("answers 400 for a wrong code and leaves it off", async () => {
    const { user, headers } = await signedInUser();
    const { secret } = (await call(enrol, "POST", headers)).data;
    const wrong = await call(confirm, "POST", headers, { code: wrongTotpCode(secret) });
    expect(wrong).toMatchObject({ status: 400, data: { error: { code: "invalid_two_factor_code" } } });
    expect((await twoFactorColumns(user.id)).twoFactorEnabledAt).toBeNull();
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 with the issues for bad input, and 409 without an enrolment or when already on", async () => {
    const { headers } = await signedInUser();
    for (const json of [{}, { code: "" }, { code: 123456 }, { code: "1".repeat(65) }]) {
      const answer = await call(confirm, "POST", headers, json);
      expect(answer).toMatchObject({ status: 400, data: { error: { code: "invalid_request" } } });
      expect(answer.data.error.issues[0].path).toEqual(["code"]);
    }
    const notEnrolling = await call(confirm, "POST", headers, { code: "123456" });
    expect(notEnrolling).toMatchObject({ status: 409, data: { error: { code: "two_factor_not_enrolling" } } });

    const enabled = await userWithTwoFactor();
    const again = await call(confirm, "POST", enabled.headers, { code: totpCode(enabled.secret) });
    expect(again).toMatchObject({ status: 409, data: { error: { code: "two_factor_enabled" } } });
  });
});

describe("POST /api/users/me/two-factor/recovery-codes", () => {
  it("replaces the codes for the app's code: the old ones stop working", async () => {
    const { user, headers, secret, recoveryCodes } = await userWithTwoFactor();
    const { status: code, data } = await call(regenerate, "POST", headers, { code: totpCode(secret) });
    expect(code).toBe(200);
    expect(data.recoveryCodes).toHaveLength(10);
    expect(data.recoveryCodes.filter((fresh: string) => recoveryCodes.includes(fresh))).toEqual([]);
    const old = await call(signIn, "POST", {}, { email: user.email, password: PASSWORD, code: recoveryCodes[0] });
    expect(old).toMatchObject({ status: 401, data: { error: { code: "invalid_two_factor_code" } } });
    const fresh = await call(
      signIn,
      "POST",
      {},
      { email: user.email, password: PASSWORD, code: data.recoveryCodes[0] },
    );
    expect(fresh.status).toBe(200);
  });

  it("accepts an unused recovery code too, and answers 400 for a wrong code", async () => {
    const { headers, secret, recoveryCodes } = await userWithTwoFactor();
    const wrong = await call(regenerate, "POST", headers, { code: wrongTotpCode(secret) });
    expect(wrong).toMatchObject({ status: 400, data: { error: { code: "invalid_two_factor_code" } } });
    expect((await call(status, "GET", headers)).data.recoveryCodesLeft).toBe(10);
    const withRecovery = await call(regenerate, "POST", headers, { code: recoveryCodes[3] });
    expect(withRecovery.status).toBe(200);
    expect((await call(status, "GET", headers)).data.recoveryCodesLeft).toBe(10);
    expect((await call(regenerate, "POST", headers, { code: {} })).status).toBe(400);
  });

  it("answers 409 while two-factor sign-in is off", async () => {
    const { headers } = await signedInUser();
    const answer = await call(regenerate, "POST", headers, { code: "123456" });
    expect(answer).toMatchObject({ status: 409, data: { error: { code: "two_factor_not_enabled" } } });
  });
});

describe("DELETE /api/users/me/two-factor (disable)", () => {
  it("turns it off for the password and a recovery code: secret and codes go, sign-in needs no code", async () => {
    const { user, headers, recoveryCodes } = await userWithTwoFactor();
    const answer = await call(disable, "DELETE", headers, { password: PASSWORD, code: recoveryCodes[0] });
    expect(answer.status).toBe(204);
    expect(answer.data).toBeNull();
    expect(await twoFactorColumns(user.id)).toEqual({ twoFactorSecret: null, twoFactorEnabledAt: null });
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(status, "GET", headers)).data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await call(signIn, "POST", {}, { email: user.email, password: PASSWORD })).status).toBe(200);
    const again = await call(disable, "DELETE", headers, { password: PASSWORD, code: recoveryCodes[1] });
    expect(again).toMatchObject({ status: 409, data: { error: { code: "two_factor_not_enabled" } } });
  });

  it("turns it off with the app's code", async () => {
    const { headers, secret } = await userWithTwoFactor();
    expect((await call(disable, "DELETE", headers, { password: PASSWORD, code: totpCode(secret) })).status).toBe(204);
  });

  it("answers 400 for a wrong password or a wrong code, and for bad input, leaving it on", async () => {
    const { user, headers, secret } = await userWithTwoFactor();
    const wrongPassword = await call(disable, "DELETE", headers, { password: "not-it-123", code: totpCode(secret) });
    expect(wrongPassword).toMatchObject({ status: 400, data: { error: { code: "invalid_password" } } });
    expect(wrongPassword.data.error.issues[0].path).toEqual(["password"]);
    const wrongCode = await call(disable, "DELETE", headers, { password: PASSWORD, code: wrongTotpCode(secret) });
    expect(wrongCode).toMatchObject({ status: 400, data: { error: { code: "invalid_two_factor_code" } } });
    for (const json of [{ code: totpCode(secret) }, { password: PASSWORD }, { password: "", code: "" }]) {
      expect(await call(disable, "DELETE", headers, json)).toMatchObject({
        status: 400,
        data: { error: { code: "invalid_request" } },
      });
    }
    expect((await twoFactorColumns(user.id)).twoFactorEnabledAt).not.toBeNull();
  });
});

describe("signed out", () => {
  it("answers 401 on every two-factor endpoint", async () => {
    const cases: [Parameters<typeof callRoute>[0], string, unknown][] = [
      [status, "GET", undefined],
      [enrol, "POST", undefined],
      [confirm, "POST", { code: "123456" }],
      [regenerate, "POST", { code: "123456" }],
      [disable, "DELETE", { password: PASSWORD, code: "123456" }],
    ];
    for (const [handler, method, json] of cases) {
      const answer = await call(handler, method, {}, json);
      expect(answer).toMatchObject({ status: 401, data: { error: { code: "unauthorized" } } });
    }
  });
});
