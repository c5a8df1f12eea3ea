import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeMailContent } from "@/lib/mailbox/sanitize-content";
import type { Mail, MailAttachment, MailListEntry } from "@/lib/mailbox/schema";

/** The columns a mail answer is made of (everything but the owner). */
export const mailSelect = {
  id: true,
  folderId: true,
  fromAvatar: true,
  fromContact: true,
  to: true,
  cc: true,
  bcc: true,
  date: true,
  subject: true,
  content: true,
  attachments: true,
  starred: true,
  important: true,
  unread: true,
  labels: { select: { labelId: true }, orderBy: { label: { position: "asc" } } },
} satisfies Prisma.MailboxMailSelect;

type MailRecord = Prisma.MailboxMailGetPayload<{ select: typeof mailSelect }>;

// The JSON columns are written only by this domain (seed and mutations), so they are read back
// without another round of validation.
const parseAddresses = (json: string | null): string[] | undefined =>
  json === null ? undefined : (JSON.parse(json) as string[]);

/** A mail in the specification's shape; `cc` and `bcc` are left out when the mail has none. */
export function toMail(record: MailRecord): Mail {
  const cc = parseAddresses(record.cc);
  const bcc = parseAddresses(record.bcc);
  return {
    id: record.id,
    type: "mail",
    from: { avatar: record.fromAvatar, contact: record.fromContact },
    to: record.to,
    ...(cc ? { cc } : {}),
    ...(bcc ? { bcc } : {}),
    date: record.date.toISOString(),
    subject: record.subject,
    content: sanitizeMailContent(record.content),
    attachments: JSON.parse(record.attachments) as MailAttachment[],
    starred: record.starred,
    important: record.important,
    unread: record.unread,
    folder: record.folderId,
    labels: record.labels.map((link) => link.labelId),
  };
}

/** A mail as the list answers it: the whole mail plus how many cc and bcc recipients it has. */
export function toMailListEntry(record: MailRecord): MailListEntry {
  const mail = toMail(record);
  return { ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 };
}

export const labelSelect = { id: true, title: true, slug: true, color: true } satisfies Prisma.MailboxLabelSelect;
