import { z } from "zod";
import { currentPasswordField, twoFactorCodeField } from "@/lib/auth/schema";

// Bodies and answers of /api/users/me/two-factor, shared by the settings screen and the handlers.

/** Confirming an enrolment (a code from the app) or asking for new recovery codes (a code or a recovery code). */
export const twoFactorCodeSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** Turning two-factor sign-in off: the password and a code (an app code or a recovery code). */
export const disableTwoFactorSchema = z.object({ password: currentPasswordField, code: twoFactorCodeField });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The answer of an enrolment: the only time the secret leaves the server. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string().describe("PNG data URL of the otpauth URL"),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
