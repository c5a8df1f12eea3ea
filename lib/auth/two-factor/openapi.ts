import type { ApiOperation } from "@/lib/api/openapi";
import {
  disableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "@/lib/auth/two-factor/schema";

const tags = ["Two-factor sign-in"];
const PATH = "/api/users/me/two-factor";

export const twoFactorOperations: ApiOperation[] = [
  {
    operationId: "getTwoFactorStatus",
    method: "get",
    path: PATH,
    summary: "Whether two-factor sign-in is on, since when, and how many recovery codes are unused",
    tags,
    response: { schema: twoFactorStatusSchema },
  },
  {
    operationId: "startTwoFactorEnrollment",
    method: "post",
    path: PATH,
    summary:
      "Start enrolling an authenticator app (TOTP, SHA-1, 6 digits, 30 s): the secret, its otpauth URL and a QR code, " +
      "answered only here. Not in use until confirmed; enrolling again replaces a pending secret.",
    tags,
    response: { schema: twoFactorEnrolmentSchema },
    errors: { 409: "Two-factor sign-in is already on (two_factor_enabled)" },
  },
  {
    operationId: "confirmTwoFactor",
    method: "post",
    path: `${PATH}/confirm`,
    summary: "Turn two-factor sign-in on with a code from the app; answers ten recovery codes, shown this once",
    tags,
    body: twoFactorCodeSchema,
    response: { schema: recoveryCodesSchema },
    errors: {
      409: "Already on (two_factor_enabled), or no enrolment started (two_factor_not_enrolling)",
    },
  },
  {
    operationId: "replaceRecoveryCodes",
    method: "post",
    path: `${PATH}/recovery-codes`,
    summary: "Replace the recovery codes with ten new ones, for a code from the app or an unused recovery code",
    tags,
    body: twoFactorCodeSchema,
    response: { schema: recoveryCodesSchema },
    errors: {
      409: "Two-factor sign-in is off (two_factor_not_enabled)",
      429: "Too many wrong codes for this account (counted with failed sign-ins)",
    },
  },
  {
    operationId: "disableTwoFactor",
    method: "delete",
    path: PATH,
    summary: "Turn two-factor sign-in off with the password and a code (from the app or a recovery code)",
    tags,
    body: disableTwoFactorSchema,
    response: { status: 204, description: "Off; the secret and the recovery codes are deleted" },
    errors: {
      409: "Two-factor sign-in is off (two_factor_not_enabled)",
      429: "Too many wrong codes or passwords for this account (counted with failed sign-ins)",
    },
  },
];
