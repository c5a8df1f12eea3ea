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

/** A mail's columns (a row of the list's page statement, or a Prisma row without its labels). */
type MailColumns = Omit<MailRecord, "labels">;

/**
 * A mail in the specification's shape with these label ids; `cc` and `bcc` are left out when the
 * mail has none. Built property by property, always in the same order (the answer's field order):
 * spreading optional parts into a literal put every list item on V8's slow path (issue 17).
 */
function buildMail(record: MailColumns, labels: string[]): Mail {
  const cc = parseAddresses(record.cc);
  const bcc = parseAddresses(record.bcc);
  const mail: Partial<Mail> = {
    id: record.id,
    type: "mail",
    from: { avatar: record.fromAvatar, contact: record.fromContact },
    to: record.to,
  };
  if (cc) mail.cc = cc;
  if (bcc) mail.bcc = bcc;
  mail.date = record.date.toISOString();
  mail.subject = record.subject;
  mail.content = sanitizeMailContent(record.content);
  mail.attachments = JSON.parse(record.attachments) as MailAttachment[];
  mail.starred = record.starred;
  mail.important = record.important;
  mail.unread = record.unread;
  mail.folder = record.folderId;
  mail.labels = labels;
  return mail as Mail;
}

const labelIdsOf = (record: MailRecord) => record.labels.map((link) => link.labelId);

/** A mail read by Prisma with `mailSelect`, in the specification's shape. */
export function toMail(record: MailRecord): Mail {
  return buildMail(record, labelIdsOf(record));
}

/** A mail read by Prisma with `mailSelect`, as the list answers it. */
export function mailRecordToListEntry(record: MailRecord): MailListEntry {
  return toMailListEntry(record, labelIdsOf(record));
}

/** A mail as the list answers it: the whole mail plus how many cc and bcc recipients it has. */
export function toMailListEntry(record: MailColumns, labels: string[]): MailListEntry {
  const entry = buildMail(record, labels) as Partial<MailListEntry>;
  entry.ccCount = entry.cc?.length ?? 0;
  entry.bccCount = entry.bcc?.length ?? 0;
  return entry as MailListEntry;
}

export const labelSelect = { id: true, title: true, slug: true, color: true } satisfies Prisma.MailboxLabelSelect;
