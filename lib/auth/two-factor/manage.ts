import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { countPasswordCheck } from "@/lib/auth/sign-in-throttle";
import type {
  DisableTwoFactorInput,
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorStatus,
} from "@/lib/auth/two-factor/schema";
import { countRecoveryCodesLeft, replaceRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import {
  hasTwoFactor,
  invalidTwoFactorCodeError,
  twoFactorSelect,
  verifySecondFactor,
} from "@/lib/auth/two-factor/verify";

// The signed-in user's own two-factor settings. Changing them needs the second factor again, and
// every check is counted before it runs against the same (account, client IP) throttle as
// sign-in: a stolen session cannot guess its way to new recovery codes.

export function twoFactorNotEnabledError(): ApiError {
  return new ApiError(409, "two_factor_not_enabled", "Two-factor sign-in is off.");
}

export function wrongPasswordError(): ApiError {
  return new ApiError(400, "invalid_password", "The password is not correct.", [
    { path: ["password"], code: "custom", message: "The password is not correct." },
  ]);
}

/** Whether it is on, since when, and how many recovery codes are unused; never the secret. */
export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: twoFactorSelect });
  const enabled = hasTwoFactor(user);
  return {
    enabled,
    enabledAt: enabled ? user.twoFactorEnabledAt!.toISOString() : null,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(db, userId) : 0,
  };
}

async function enabledUser(user: { id: string; email: string }, ip: string) {
  const row = await db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { ...twoFactorSelect, passwordHash: true },
  });
  if (!hasTwoFactor(row)) throw twoFactorNotEnabledError();
  const check = await countPasswordCheck(user.email, ip);
  return { current: { ...user, ...row }, check };
}

async function requireSecondFactor(user: { id: string; email: string; twoFactorSecret: string }, code: string) {
  if (!(await verifySecondFactor(db, user, code))) throw invalidTwoFactorCodeError(400);
}

/** Ten new recovery codes for a code from the app (or an unused recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(
  user: { id: string; email: string },
  { code }: TwoFactorCodeInput,
  ip: string,
): Promise<RecoveryCodes> {
  const { current, check } = await enabledUser(user, ip);
  await requireSecondFactor(current, code);
  await check.succeeded();
  return { recoveryCodes: await db.$transaction((tx) => replaceRecoveryCodes(tx, user.id)) };
}

/** Turns two-factor sign-in off (secret and recovery codes go) for the password and a code. */
export async function disableTwoFactor(
  user: { id: string; email: string },
  { password, code }: DisableTwoFactorInput,
  ip: string,
): Promise<void> {
  const { current, check } = await enabledUser(user, ip);
  if (!(await verifyPassword(password, current.passwordHash))) throw wrongPasswordError();
  await requireSecondFactor(current, code);
  await check.succeeded();
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { twoFactorSecret: null, twoFactorEnabledAt: null } }),
    db.twoFactorRecoveryCode.deleteMany({ where: { userId: user.id } }),
  ]);
}
