// Error codes shared by the server and the browser, apart from lib/auth/schema.ts so that code
// which only compares codes (lib/http/api-fetch.ts, on every page) does not bring zod along.

/** The API's error codes when the password was right but the second factor is missing or wrong (401). */
export const TWO_FACTOR_ERRORS = {
  required: "two_factor_required",
  invalidCode: "invalid_two_factor_code",
} as const;

/** Error codes the sign-in form can receive from next-auth's `signIn()` (shared by both sides). */
export const SIGN_IN_ERRORS = {
  invalid: "CredentialsSignin",
  throttled: "throttled",
  twoFactorRequired: TWO_FACTOR_ERRORS.required,
  invalidTwoFactorCode: TWO_FACTOR_ERRORS.invalidCode,
} as const;
