import { z } from "zod";

// Shared by the auth forms (client) and the auth API (server). Each message is a key under
// `validation` in messages/*.json: forms translate it, the API answers its English text.

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes of a password; anything longer would be silently ignored. */
export const PASSWORD_MAX_BYTES = 72;

export const emailField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(EMAIL_MAX, "tooLong")
  .pipe(z.email({ error: "emailInvalid" }))
  .transform((email) => email.toLowerCase());

/** A password being checked: any non-empty string of sane length (old passwords keep working). */
export const currentPasswordField = z.string({ error: "required" }).min(1, "required").max(1024, "tooLong");

/** A password being chosen. */
export const newPasswordField = z
  .string({ error: "required" })
  .min(PASSWORD_MIN, "passwordTooShort")
  .refine((password) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES, "passwordTooLong");

/**
 * A two-factor code as typed: the authenticator app's 6 digits or a recovery code such as
 * "k7m2-9qxp-4hd3" (spaces, dashes and case do not matter). Any other text is a wrong code, not bad input.
 */
export const twoFactorCodeField = z.string({ error: "required" }).trim().min(1, "required").max(64, "tooLong");

/** Email and password; `code` is needed only when the user has two-factor sign-in on. */
export const signInSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  code: twoFactorCodeField.optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signInFormSchema = signInSchema.extend({ rememberMe: z.boolean().default(true) });

export const signUpSchema = z.object({
  name: z.string({ error: "required" }).trim().min(1, "required").max(NAME_MAX, "tooLong"),
  email: emailField,
  password: newPasswordField,
  company: z.string().trim().max(NAME_MAX, "tooLong").optional(),
  agreements: z.literal(true, { error: "mustAcceptTerms" }),
  /** Signing up through a vendor invitation's link: the new account joins the vendor (lib/vendors/accept-invitation.ts). */
  invitationToken: z.string().min(1, "required").max(200, "tooLong").optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "required" }).min(1, "required").max(200, "tooLong"),
  password: newPasswordField,
});

/** The reset form asks for the new password twice; the API takes it once. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, passwordConfirm: z.string({ error: "required" }).min(1, "required") })
  .refine((form) => form.password === form.passwordConfirm, {
    message: "passwordsMustMatch",
    path: ["passwordConfirm"],
  });

export const signInWithTokenSchema = z.object({
  accessToken: z.string({ error: "required" }).min(1, "required").max(4096, "tooLong"),
});

export const unlockSessionSchema = signInSchema;

export { USER_STATUSES, type UserStatus } from "@/lib/auth/user-statuses";
