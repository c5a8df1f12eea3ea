import { db } from "@/lib/db";
import {
  confirmTwoFactor,
  startTwoFactorEnrolment,
  twoFactorAlreadyEnabledError,
  twoFactorNotEnrollingError,
} from "@/lib/auth/two-factor/enrol";
import { disableTwoFactor, twoFactorNotEnabledError, wrongPasswordError } from "@/lib/auth/two-factor/manage";
import { consumeRecoveryCode, replaceRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import { totpStepOf, TOTP_PERIOD_SECONDS } from "@/lib/auth/two-factor/totp";
import { invalidTwoFactorCodeError, twoFactorRequiredError, verifySecondFactor } from "@/lib/auth/two-factor/verify";
import { signedInUser } from "@/tests/helpers/auth";
import { totpCode, userWithTwoFactor } from "@/tests/helpers/two-factor";

// Two-factor sign-in at its edges, beside tests/api/two-factor*.test.ts: app codes of later steps
// keep working after one was used (only the same or an older step is a replay), one user's
// recovery codes are never another's business, a confirmation that lost a race changes nothing,
// and the answers' words.

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const IP = "198.51.100.23";

async function twoFactorUser() {
  const signedIn = await userWithTwoFactor();
  const row = await db.user.findUniqueOrThrow({ where: { id: signedIn.user.id } });
  return { ...signedIn, row: { id: row.id, email: row.email, twoFactorSecret: row.twoFactorSecret! } };
}

describe("app codes", () => {
  it("are read as the time step they belong to, one step either side of now", () => {
    const secret = "JBSWY3DPEHPK3PXP";
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = Math.floor(now / STEP_MS);
    expect(totpStepOf(secret, "ana@example.com", totpCode(secret, now - STEP_MS), now)).toBe(step - 1);
    expect(totpStepOf(secret, "ana@example.com", totpCode(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, "ana@example.com", totpCode(secret, now + STEP_MS), now)).toBe(step + 1);
  });

  it("of a later step work after one was used; the same or an earlier step is a replay", async () => {
    const { row, secret } = await twoFactorUser();
    // Mid-step, and held there: no step boundary passes while the test runs.
    const now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    try {
      const earlier = totpCode(secret, now - STEP_MS);
      const current = totpCode(secret, now);
      expect(await verifySecondFactor(db, row, earlier)).toBe(true);
      expect(await verifySecondFactor(db, row, current)).toBe(current !== earlier);
      expect(await verifySecondFactor(db, row, current)).toBe(false);
      expect(await verifySecondFactor(db, row, earlier)).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("recovery codes", () => {
  it("made anew for one user leave every other user's codes working", async () => {
    const one = await twoFactorUser();
    const other = await twoFactorUser();
    await db.$transaction((tx) => replaceRecoveryCodes(tx, one.user.id));
    expect(await consumeRecoveryCode(db, one.user.id, one.recoveryCodes[0])).toBe(false);
    expect(await consumeRecoveryCode(db, other.user.id, other.recoveryCodes[0])).toBe(true);
  });

  it("of another user are gone only with their own two-factor sign-in", async () => {
    const one = await twoFactorUser();
    const other = await twoFactorUser();
    await disableTwoFactor(one.user, { password: "Password123!", code: one.recoveryCodes[0] }, IP);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: one.user.id } })).toBe(0);
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: other.user.id } })).toBe(10);
  });
});

describe("confirming an enrolment", () => {
  it("that another confirmation beat changes nothing and says so", async () => {
    const signedIn = await signedInUser();
    const { secret } = await startTwoFactorEnrolment(signedIn.user);
    const { recoveryCodes } = await confirmTwoFactor(signedIn.user, { code: totpCode(secret) });
    // The losing confirmation read the user before the winner wrote: still enrolling.
    const findUser = jest
      .spyOn(db.user, "findUniqueOrThrow")
      .mockResolvedValueOnce({ twoFactorSecret: secret, twoFactorEnabledAt: null } as never);
    try {
      await expect(confirmTwoFactor(signedIn.user, { code: totpCode(secret) })).rejects.toMatchObject({
        status: 409,
        code: "two_factor_not_enrolling",
      });
    } finally {
      findUser.mockRestore();
    }
    expect(await consumeRecoveryCode(db, signedIn.user.id, recoveryCodes[0])).toBe(true);
  });
});

describe("the two-factor answers", () => {
  it("say what happened in the specification's words", () => {
    const answers = [
      twoFactorAlreadyEnabledError(),
      twoFactorNotEnrollingError(),
      twoFactorNotEnabledError(),
      wrongPasswordError(),
      twoFactorRequiredError(),
      invalidTwoFactorCodeError(400),
    ].map(({ status, code, message, issues }) => ({ status, code, message, issues }));
    expect(answers).toEqual([
      {
        status: 409,
        code: "two_factor_enabled",
        message: "Two-factor sign-in is already on. Turn it off first.",
        issues: undefined,
      },
      {
        status: 409,
        code: "two_factor_not_enrolling",
        message: "Start setting up two-factor sign-in first.",
        issues: undefined,
      },
      { status: 409, code: "two_factor_not_enabled", message: "Two-factor sign-in is off.", issues: undefined },
      {
        status: 400,
        code: "invalid_password",
        message: "The password is not correct.",
        issues: [{ path: ["password"], code: "custom", message: "The password is not correct." }],
      },
      {
        status: 401,
        code: "two_factor_required",
        message: "Enter the code from your authenticator app.",
        issues: undefined,
      },
      { status: 400, code: "invalid_two_factor_code", message: "This code is not valid.", issues: undefined },
    ]);
  });
});
