import { z } from "zod";
import {
  FILTER_SLUGS,
  FOLDER_IDS,
  FOLDER_SLUGS,
  MAIL_LABEL_COLORS,
  MAIL_LABEL_TITLE_MAX,
  MESSAGE_LAYOUTS,
} from "@/lib/mailbox/constants";
import { isRecipient } from "@/lib/mailbox/addresses";
import { slugifyLabel } from "@/lib/mailbox/slug";

// The mailbox API's inputs and answers. Inputs are what the handlers parse (bad input → 400,
// nothing written); answers type the use cases and document the endpoints. Messages that are keys
// under `validation` in messages/*.json get translated; the others are answered as written.
//
// Write bodies are plain (non-strict) objects: the screens send back whole records (a mail with
// its subject, a label with its slug), so fields that cannot be changed are ignored, not refused.

const ID_MAX = 100;
const idField = z.string({ error: "required" }).trim().min(1, "required").max(ID_MAX, "tooLong");

// ----- settings -----

export const mailboxSettingsSchema = z.object({ messageLayout: z.enum(MESSAGE_LAYOUTS) });
export type MailboxSettings = z.infer<typeof mailboxSettingsSchema>;

export const updateSettingsBodySchema = z.object({ settings: mailboxSettingsSchema.partial() });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

// ----- folders, filters, labels -----

export const mailFolderSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  count: z.number().int(),
});
export const mailFilterSchema = z.object({ id: z.string(), title: z.string(), slug: z.string(), icon: z.string() });
export const mailLabelSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  color: z.enum(MAIL_LABEL_COLORS),
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

const labelTitleField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(MAIL_LABEL_TITLE_MAX, "tooLong")
  // A title made only of dropped characters ("!!!") would give an empty slug, and no address.
  .refine((title) => slugifyLabel(title) !== "", "The title needs at least one letter or digit.");
const labelColorField = z.enum(MAIL_LABEL_COLORS);

export const createLabelBodySchema = z.object({
  label: z.object({ title: labelTitleField, color: labelColorField.default("gray") }),
});
export type CreateLabelBody = z.infer<typeof createLabelBodySchema>;

export const updateLabelBodySchema = z.object({
  id: idField,
  label: z.object({ title: labelTitleField.optional(), color: labelColorField.optional() }),
});
export type UpdateLabelBody = z.infer<typeof updateLabelBodySchema>;

export const idQuerySchema = z.object({ id: idField });

// ----- mails -----

export const mailAttachmentSchema = z.object({
  type: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  preview: z.string(),
  downloadUrl: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailSchema = z.object({
  id: z.string(),
  type: z.literal("mail"),
  from: z.object({ avatar: z.string().nullable(), contact: z.string() }),
  to: z.string(),
  cc: z.array(z.string()).optional(),
  bcc: z.array(z.string()).optional(),
  date: z.iso.datetime(),
  subject: z.string(),
  content: z.string(),
  attachments: z.array(mailAttachmentSchema),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  /** The folder's id. */
  folder: z.string(),
  /** Label ids. */
  labels: z.array(z.string()),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailListEntrySchema = mailSchema.extend({ ccCount: z.number().int(), bccCount: z.number().int() });
export type MailListEntry = z.infer<typeof mailListEntrySchema>;

export const mailsQuerySchema = z
  .object({
    folder: z.enum(FOLDER_SLUGS).optional(),
    filter: z.enum(FILTER_SLUGS).optional(),
    /** A label's slug; a slug none of the user's labels has lists nothing. */
    label: z.string().trim().min(1, "required").max(ID_MAX, "tooLong").optional(),
    /** 1-based. */
    page: z.coerce.number().int().min(1).default(1),
  })
  .refine((query) => [query.folder, query.filter, query.label].filter((value) => value !== undefined).length === 1, {
    message: "Give exactly one of folder, filter or label.",
  });
export type MailsQuery = z.infer<typeof mailsQuerySchema>;

export const mailsPageSchema = z.union([
  z.object({
    mails: z.array(mailListEntrySchema),
    pagination: z.object({
      totalResults: z.number().int(),
      resultsPerPage: z.number().int(),
      currentPage: z.number().int(),
      lastPage: z.number().int(),
      startIndex: z.number().int(),
      endIndex: z.number().int(),
    }),
  }),
  z.object({ mails: z.null(), pagination: z.object({ lastPage: z.number().int() }) }),
]);
export type MailsPage = z.infer<typeof mailsPageSchema>;

export const updateMailBodySchema = z.object({
  id: idField,
  mail: z.object({
    starred: z.boolean().optional(),
    important: z.boolean().optional(),
    unread: z.boolean().optional(),
    /** A folder id; the folders are fixed. */
    folder: z.enum(FOLDER_IDS).optional(),
    /** The mail's whole set of label ids (replaces the current set); each must be one of the user's labels. */
    labels: z.array(idField).max(100, "tooLong").optional(),
  }),
});
export type UpdateMailBody = z.infer<typeof updateMailBodySchema>;

// ----- composing -----

/** At most this many files go with one composed mail (the JSON body's 1 MB limit covers them all). */
export const COMPOSE_ATTACHMENTS_MAX = 5;
/** The data URL of one attachment, at most (about 512 KB of file once base64-encoded). */
export const COMPOSE_ATTACHMENT_DATA_URL_MAX = 700_000;
export const COMPOSE_RECIPIENTS_MAX = 50;
export const COMPOSE_SUBJECT_MAX = 200;
export const COMPOSE_CONTENT_MAX = 100_000;

const recipientField = z.string({ error: "required" }).trim().max(320, "tooLong").refine(isRecipient, "emailInvalid");
const recipientsField = z.array(recipientField).max(COMPOSE_RECIPIENTS_MAX, "tooLong");

export const composeAttachmentSchema = z.object({
  name: z.string({ error: "required" }).trim().min(1, "required").max(200, "tooLong"),
  /** The file as a base64 data URL; its MIME type is the attachment's type. */
  dataUrl: z
    .string({ error: "required" })
    .max(COMPOSE_ATTACHMENT_DATA_URL_MAX, "tooLarge")
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, "The file must be a base64 data URL."),
});
export type ComposeAttachment = z.infer<typeof composeAttachmentSchema>;

export const composeMailBodySchema = z
  .object({
    /** True: the mail goes to Sent. False: it is kept in Drafts. Nothing leaves the server either way. */
    send: z.boolean(),
    /** A draft of the user's that this composition continues: it is replaced rather than copied. */
    draftId: idField.optional(),
    mail: z.object({
      to: recipientsField,
      cc: recipientsField.optional(),
      bcc: recipientsField.optional(),
      subject: z.string().trim().max(COMPOSE_SUBJECT_MAX, "tooLong").default(""),
      /** HTML from the rich text editor; sanitised before it is stored. */
      content: z.string().max(COMPOSE_CONTENT_MAX, "tooLong").default(""),
      attachments: z.array(composeAttachmentSchema).max(COMPOSE_ATTACHMENTS_MAX, "tooLong").optional(),
    }),
  })
  .refine((body) => !body.send || body.mail.to.length > 0, { path: ["mail", "to"], message: "required" });
export type ComposeMailBody = z.infer<typeof composeMailBodySchema>;
