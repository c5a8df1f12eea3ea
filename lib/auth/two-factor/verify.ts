import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { Tx } from "@/lib/db";
import { TWO_FACTOR_ERRORS } from "@/lib/auth/error-codes";
import { consumeRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { totpStepOf } from "@/lib/auth/two-factor/totp";

/** The columns that say whether a user signs in with a second factor. */
export const twoFactorSelect = { twoFactorSecret: true, twoFactorEnabledAt: true } as const;

export type TwoFactorState = { twoFactorSecret: string | null; twoFactorEnabledAt: Date | null };

/** Whether the user has confirmed an enrolment (a pending secret does not count). */
export function hasTwoFactor(user: TwoFactorState): user is { twoFactorSecret: string; twoFactorEnabledAt: Date } {
  return user.twoFactorEnabledAt !== null && user.twoFactorSecret !== null;
}

/** The password was right, but this user also needs a code: the sign-in form then asks for it. */
export function twoFactorRequiredError(): ApiError {
  return new ApiError(401, TWO_FACTOR_ERRORS.required, "Enter the code from your authenticator app.");
}

/** A wrong, used or mistyped code: 401 where it signs in, 400 on the signed-in user's own settings. */
export function invalidTwoFactorCodeError(status: 400 | 401): ApiError {
  return new ApiError(status, TWO_FACTOR_ERRORS.invalidCode, "This code is not valid.");
}

/**
 * Checks a second factor: the authenticator app's current code, else one of the user's unused
 * recovery codes, which this uses up. False for anything else. An app code works once: the step it
 * belongs to is recorded in the same conditional write that accepts it, so a code seen over
 * someone's shoulder (or sent twice at once) cannot sign in again.
 */
export async function verifySecondFactor(
  tx: Tx,
  user: { id: string; email: string; twoFactorSecret: string },
  code: string,
): Promise<boolean> {
  const step = totpStepOf(user.twoFactorSecret, user.email, code);
  if (step !== null) {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return count === 1;
  }
  return consumeRecoveryCode(tx, user.id, code);
}
