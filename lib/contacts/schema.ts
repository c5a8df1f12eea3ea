import { z } from "zod";
import { COUNTRY_ISO_CODES } from "@/lib/contacts/countries";

// The contacts app's request and answer shapes, shared by the API and (later) the screens' forms.
// Messages that are keys under `validation` in messages/*.json are translated; the others are
// answered as written.

export const NEW_CONTACT_NAME = "New Contact";
export const CONTACT_NAME_MAX = 200;
/** Title, company and the labels of emails and phone numbers. */
export const CONTACT_SHORT_TEXT_MAX = 200;
export const CONTACT_ADDRESS_MAX = 500;
export const CONTACT_NOTES_MAX = 20_000;
/** Emails or phone numbers on one contact. */
export const CONTACT_ENTRIES_MAX = 20;
export const CONTACT_TAGS_MAX = 100;
export const PHONE_NUMBER_MAX = 30;
export const EMAIL_MAX = 254;
export const TAG_TITLE_MAX = 100;
export const SEARCH_QUERY_MAX = 200;
const ID_MAX = 100;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Image types a browser shows in an <img>; SVG is safe there because scripts in it do not run. */
export const AVATAR_MIME_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
] as const;
/** A base64 data URL of a 2 MB image, plus its header. */
const IMAGE_REFERENCE_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 100;

const idField = z.string({ error: "required" }).trim().min(1, "required").max(ID_MAX, "tooLong");

const shortText = z.string().trim().max(CONTACT_SHORT_TEXT_MAX, "tooLong");

const countryField = z
  .string({ error: "required" })
  .regex(/^[a-z]{2}$/, "Use a lowercase two-letter country code.")
  .refine((iso) => COUNTRY_ISO_CODES.has(iso), "Unknown country code.");

/** An avatar as stored: a data URL of an image, or a path on this site. */
const imageReference = z
  .string()
  .max(IMAGE_REFERENCE_MAX, "tooLong")
  .regex(
    /^(data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*|\/(?![/\\])\S*)$/,
    "Use an image data URL or a path on this site.",
  );

export const contactEmailSchema = z.object({
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(EMAIL_MAX, "tooLong")
    .pipe(z.email({ error: "emailInvalid" })),
  label: shortText.default(""),
});

export const contactPhoneNumberSchema = z.object({
  country: countryField,
  phoneNumber: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(PHONE_NUMBER_MAX, "tooLong")
    .regex(/^[0-9+()\-.\s]+$/, "Use digits, spaces and + ( ) - . only."),
  label: shortText.default(""),
});

/**
 * The fields a PATCH may change; absent fields stay as they are. A new contact is answered with
 * `job: { title, company }` (the specification's shape), so a client may send that object back:
 * its fields set `title` and `company` unless the flat field is sent too, which then wins.
 * `background` is sample data only and is not accepted; unknown fields (`id`, ...) are ignored.
 */
export const contactPatchSchema = z.object({
  name: z.string({ error: "required" }).trim().min(1, "required").max(CONTACT_NAME_MAX, "tooLong").optional(),
  avatar: imageReference.nullable().optional(),
  emails: z.array(contactEmailSchema).max(CONTACT_ENTRIES_MAX, "tooLong").optional(),
  phoneNumbers: z.array(contactPhoneNumberSchema).max(CONTACT_ENTRIES_MAX, "tooLong").optional(),
  title: shortText.nullable().optional(),
  company: shortText.nullable().optional(),
  job: z.object({ title: shortText.optional(), company: shortText.optional() }).optional(),
  /** Any ISO 8601 date-time; stored as an instant and answered in UTC ("...Z"). */
  birthday: z.iso.datetime({ offset: true, error: "Use an ISO 8601 date-time." }).nullable().optional(),
  address: z.string().trim().max(CONTACT_ADDRESS_MAX, "tooLong").nullable().optional(),
  notes: z.string().max(CONTACT_NOTES_MAX, "tooLong").nullable().optional(),
  /** Ids of this user's tags, in the contact's order; repeats are dropped. */
  tags: z
    .array(idField)
    .max(CONTACT_TAGS_MAX, "tooLong")
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type ContactPatch = z.output<typeof contactPatchSchema>;

export const contactIdQuerySchema = z.object({ id: idField });
export const contactSearchQuerySchema = z.object({
  /** Absent or empty: every contact. */
  query: z.string().max(SEARCH_QUERY_MAX, "tooLong").optional(),
});
export const updateContactBodySchema = z.object({ id: idField, contact: contactPatchSchema });

const tagTitle = z.string({ error: "required" }).trim().min(1, "required").max(TAG_TITLE_MAX, "tooLong");
export const createTagBodySchema = z.object({ tag: z.object({ title: tagTitle }) });
export const updateTagBodySchema = z.object({ id: idField, tag: z.object({ title: tagTitle.optional() }) });
export const tagIdQuerySchema = z.object({ id: idField });

/** The multipart fields of `POST contacts/avatar` (checked after the form is read). */
export const avatarUploadFieldsSchema = z.object({ id: idField });

// Answers.

export const contactTagSchema = z.object({ id: z.string(), title: z.string() });
export type ContactTagAnswer = z.output<typeof contactTagSchema>;

export const countrySchema = z.object({
  id: z.string(),
  iso: z.string(),
  name: z.string(),
  code: z.string(),
  flagImagePos: z.string(),
});

const contactEmailAnswer = z.object({ email: z.string(), label: z.string() });
const contactPhoneNumberAnswer = z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() });
export type ContactEmail = z.output<typeof contactEmailAnswer>;
export type ContactPhoneNumber = z.output<typeof contactPhoneNumberAnswer>;

export const contactAnswerSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  name: z.string(),
  emails: z.array(contactEmailAnswer),
  phoneNumbers: z.array(contactPhoneNumberAnswer),
  title: z.string().nullable(),
  company: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ContactAnswer = z.output<typeof contactAnswerSchema>;

/** The specification's freshly created contact: `job` instead of flat title and company, no background. */
export const newContactAnswerSchema = z.object({
  id: z.string(),
  avatar: z.null(),
  name: z.string(),
  emails: z.array(contactEmailAnswer),
  phoneNumbers: z.array(contactPhoneNumberAnswer),
  job: z.object({ title: z.string(), company: z.string() }),
  birthday: z.null(),
  address: z.null(),
  notes: z.null(),
  tags: z.array(z.string()),
});
export type NewContactAnswer = z.output<typeof newContactAnswerSchema>;
