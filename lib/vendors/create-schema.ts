import { z } from "zod";
import { asciiSlug } from "@/lib/text/slug";
import { EMAIL_MAX, NAME_MAX, signUpSchema } from "@/lib/auth/schema";
import { CURRENCIES, slugSchema } from "@/lib/events/schema";

// Vendor sign-up, shared by the form (client) and the two endpoints (server). Messages are keys
// of the `validation` namespace, as everywhere else.

export const VENDOR_DESCRIPTION_MAX = 1000;

/** Empty means "use my own address" (on a profile: none); anything else must be an email address. */
export const contactEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "tooLong")
  .refine((value) => value === "" || z.email().safeParse(value).success, "emailInvalid");

/** `POST /api/vendors`: a signed-in user creates a vendor (and becomes its owner). */
export const createVendorSchema = z
  .object({
    name: z.string({ error: "required" }).trim().min(1, "required").max(NAME_MAX, "tooLong"),
    /** Shares the /p/hosts/<slug> namespace with the users' host slugs. */
    // Empty says "required" rather than "too short".
    slug: z.string({ error: "required" }).trim().min(1, "required").pipe(slugSchema),
    contactEmail: contactEmailField.default(""),
    currency: z.enum(CURRENCIES),
    description: z.string().trim().max(VENDOR_DESCRIPTION_MAX, "tooLong").default(""),
  })
  .strict();
export type CreateVendorInput = z.input<typeof createVendorSchema>;
export type CreateVendorData = z.output<typeof createVendorSchema>;

/**
 * `POST /api/auth/vendor-sign-up`: a visitor's account (the sign-up rules, the vendor standing in
 * for the company) and their vendor, made together.
 */
export const vendorSignUpSchema = signUpSchema
  .omit({ company: true, invitationToken: true })
  .extend({ vendor: createVendorSchema })
  .strict();
export type VendorSignUpInput = z.input<typeof vendorSignUpSchema>;
export type VendorSignUpData = z.output<typeof vendorSignUpSchema>;

/** A new vendor as its owner sees it. */
export const createdVendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  contactEmail: z.string().nullable(),
  currency: z.string(),
  description: z.string().nullable(),
  role: z.literal("owner"),
});
export type CreatedVendor = z.infer<typeof createdVendorSchema>;

const MAX_SLUG_LENGTH = 80;

/**
 * A slug proposed from a name ("Şişli Müzik Kulübü" → "sisli-muzik-kulubu"): lower case ASCII
 * letters, digits and single hyphens, as `slugSchema` accepts. The user may still edit it.
 */
export function slugifyName(name: string): string {
  const slug = asciiSlug(name);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut at a word boundary when there is one, never leaving a trailing hyphen.
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
