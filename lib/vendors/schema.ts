import { z } from "zod";

/** `null` is the user's personal account (spec section 7, "Switch account sends {vendorId}"). */
export const switchAccountBodySchema = z.object({
  vendorId: z.string().min(1, "required").max(100, "tooLong").nullable(),
});

/** A vendor as its members see it, with their role in it (owner | admin | staff). */
export const memberVendorSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.string() });
export type MemberVendor = z.infer<typeof memberVendorSchema>;

export const switchAccountAnswerSchema = z.object({ activeVendorId: z.string().nullable() });
