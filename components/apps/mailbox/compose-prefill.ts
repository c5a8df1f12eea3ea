import { splitRecipients } from "@/lib/mailbox/addresses";
import type { Mail } from "@/lib/mailbox/schema";
import { escapeHtml } from "@/lib/text/html";

// What the composer opens with: empty, a reply, a forward, or a draft to go on with. Pure, so the
// prefills are unit-tested on their own.

export type ComposeFile = { name: string; dataUrl: string; size: number };

export type ComposeValues = {
  /** The draft this composition continues (it is replaced when saved or sent). */
  draftId?: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
  attachments: ComposeFile[];
};

export const EMPTY_COMPOSE: ComposeValues = { to: "", cc: "", bcc: "", subject: "", content: "", attachments: [] };

const isOwn = (mail: Mail) => mail.from.contact.startsWith("me <");

function prefixed(prefix: string, subject: string): string {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`.trim();
}

/** The quoted original under an empty first paragraph (where the caret goes). */
function quoted(header: string, content: string): string {
  return `<p><br></p><blockquote><p>${escapeHtml(header)}</p>${content}</blockquote>`;
}

/** A reply to the sender (to the recipients, for one of the user's own mails), the original quoted. */
export function replyTo(mail: Mail, header: string): ComposeValues {
  return {
    ...EMPTY_COMPOSE,
    to: isOwn(mail) ? mail.to : mail.from.contact,
    subject: prefixed("Re:", mail.subject),
    content: quoted(header, mail.content),
  };
}

/** A forward: no recipients yet, the original quoted and its attachments carried along. */
export function forwardOf(mail: Mail, header: string): ComposeValues {
  return {
    ...EMPTY_COMPOSE,
    subject: prefixed("Fwd:", mail.subject),
    content: quoted(header, mail.content),
    attachments: mail.attachments
      .filter((attachment) => attachment.downloadUrl.startsWith("data:"))
      .map((attachment) => ({ name: attachment.name, dataUrl: attachment.downloadUrl, size: attachment.size })),
  };
}

/** A draft, to go on with it. */
export function fromDraft(mail: Mail): ComposeValues {
  return {
    draftId: mail.id,
    to: mail.to,
    cc: (mail.cc ?? []).join(", "),
    bcc: (mail.bcc ?? []).join(", "),
    subject: mail.subject,
    content: mail.content,
    attachments: mail.attachments
      .filter((attachment) => attachment.downloadUrl.startsWith("data:"))
      .map((attachment) => ({ name: attachment.name, dataUrl: attachment.downloadUrl, size: attachment.size })),
  };
}

/** Whether the composition holds anything worth keeping as a draft. */
export function hasContent(values: ComposeValues): boolean {
  const text = values.content
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return Boolean(
    values.to.trim() ||
    values.cc.trim() ||
    values.bcc.trim() ||
    values.subject.trim() ||
    text ||
    values.attachments.length,
  );
}

/** Whether anything changed since the composer opened. */
export function isChanged(values: ComposeValues, initial: ComposeValues): boolean {
  return (
    values.to !== initial.to ||
    values.cc !== initial.cc ||
    values.bcc !== initial.bcc ||
    values.subject !== initial.subject ||
    values.content !== initial.content ||
    values.attachments.length !== initial.attachments.length ||
    values.attachments.some((file, index) => file !== initial.attachments[index])
  );
}

/** The recipient lists as the API takes them. */
export function recipientLists(values: ComposeValues) {
  return { to: splitRecipients(values.to), cc: splitRecipients(values.cc), bcc: splitRecipients(values.bcc) };
}
