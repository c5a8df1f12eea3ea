import { z } from "zod";
import { emailField, NAME_MAX } from "@/lib/auth/schema";
import { CURRENCIES, isTimeZone, slugSchema } from "@/lib/events/schema";
import { contactEmailField, VENDOR_DESCRIPTION_MAX } from "@/lib/vendors/create-schema";

// A vendor's profile, members and invitations (issue #13): the bodies the endpoints parse and the
// answers they give, shared by the screens (client) and the handlers (server). Messages are keys
// of the `validation` namespace, as everywhere else.

export const VENDOR_ROLES = ["owner", "admin", "staff"] as const;
export type VendorRole = (typeof VENDOR_ROLES)[number];
/** An invitation never makes an owner: ownership is given to a member (PATCH …/members/{userId}). */
export const INVITATION_ROLES = ["admin", "staff"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** An uploaded image (`/api/uploads/<id>`, as POST /api/uploads answers it) or an https address. */
const logoField = z
  .string()
  .trim()
  .max(2048, "tooLong")
  .refine((value) => /^\/api\/uploads\/[\w-]+$/.test(value) || /^https:\/\/[^\s]+$/i.test(value), "invalidImage");

/** `PATCH /api/vendors/{id}`: any of the fields; `null` (or "") clears logo, description and contact email. */
export const updateVendorSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(NAME_MAX, "tooLong"),
    /** Shares the /p/hosts/<slug> namespace with the users' host slugs. */
    slug: z.string().trim().min(1, "required").pipe(slugSchema),
    logo: z.union([z.literal(""), logoField]).nullable(),
    description: z.string().trim().max(VENDOR_DESCRIPTION_MAX, "tooLong").nullable(),
    contactEmail: contactEmailField.nullable(),
    currency: z.enum(CURRENCIES),
    timezone: z.string().trim().refine(isTimeZone, "timezoneInvalid"),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "required");
export type UpdateVendorInput = z.input<typeof updateVendorSchema>;
export type UpdateVendorData = z.output<typeof updateVendorSchema>;

/** `DELETE /api/vendors/{id}`: the vendor's name typed again. */
export const deleteVendorSchema = z
  .object({ confirmName: z.string({ error: "required" }).trim().min(1, "required").max(NAME_MAX, "tooLong") })
  .strict();

/** `POST /api/vendors/{id}/invitations`. */
export const createInvitationSchema = z.object({ email: emailField, role: z.enum(INVITATION_ROLES) }).strict();
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** `PATCH /api/vendors/{id}/members/{userId}`. */
export const changeMemberRoleSchema = z.object({ role: z.enum(VENDOR_ROLES) }).strict();

/** The secret of an invitation link (APP_URL/vendor-invitations/<token>). */
export const invitationTokenField = z.string().min(1, "required").max(200, "tooLong");

/** A vendor's profile as its members see it, with the reader's own role. */
export const vendorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  contactEmail: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  role: z.enum(VENDOR_ROLES),
  /** The vendor's public host page, APP_URL/p/hosts/<slug>. */
  publicUrl: z.string(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;
export const vendorProfileAnswerSchema = z.object({ vendor: vendorProfileSchema });

export const vendorMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(VENDOR_ROLES),
  /** When they joined (ISO 8601). */
  since: z.iso.datetime(),
});
export type VendorMemberRow = z.infer<typeof vendorMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  expiresAt: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const vendorMembersAnswerSchema = z.object({
  members: z.array(vendorMemberSchema),
  /** Pending only: not accepted, not revoked, not expired. */
  invitations: z.array(pendingInvitationSchema),
});
export type VendorMembersAnswer = z.infer<typeof vendorMembersAnswerSchema>;

export const invitationAnswerSchema = z.object({ invitation: pendingInvitationSchema });
export const memberAnswerSchema = z.object({ member: vendorMemberSchema });

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What the accept page shows before the visitor accepts (`GET /api/vendor-invitations/{token}`). */
export const invitationPreviewAnswerSchema = z.object({
  invitation: z.object({
    vendorName: z.string(),
    role: z.enum(INVITATION_ROLES),
    email: z.string(),
    expiresAt: z.iso.datetime(),
    status: z.enum(INVITATION_STATUSES),
  }),
});
export type InvitationPreviewAnswer = z.infer<typeof invitationPreviewAnswerSchema>;

export const acceptedInvitationAnswerSchema = z.object({
  vendor: z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.enum(INVITATION_ROLES) }),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationAnswerSchema>["vendor"];
