import "server-only";
import { db } from "@/lib/db";
import { redactMail } from "@/lib/mail/redact";

/** A file sent with a mail. `cid` makes it an inline part that the HTML shows with `<img src="cid:…">`. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded (as stored in `OutboxMail.attachments`). */
  content: string;
  cid?: string;
};

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Values in the mail that act as credentials (ticket codes): the outbox keeps them redacted once SMTP sends (lib/mail/redact.ts). */
  secrets?: string[];
};

type TransportMail = Omit<OutgoingMail, "attachments"> & {
  from: string;
  attachments?: { filename: string; contentType: string; content: string; encoding: "base64"; cid?: string }[];
};
type Transport = { sendMail(mail: TransportMail): Promise<unknown> };
let transport: Promise<Transport> | undefined;

async function smtpTransport(smtpUrl: string): Promise<Transport> {
  const nodemailer = await import("nodemailer");
  return nodemailer.createTransport(smtpUrl);
}

/** The outbox row's columns: attachments as the JSON string the column holds. */
function outboxData({ attachments, to, subject, text, html }: OutgoingMail) {
  return { to, subject, text, html, attachments: JSON.stringify(attachments ?? []) };
}

/** How long the outbox keeps a mail, whether it is the mail sink or the delivery log. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Deletes the outbox's mails older than OUTBOX_RETENTION_DAYS. Run on every mail sent (an indexed
 * range delete), so the limit holds without a scheduler.
 */
export async function pruneOutbox(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await db.outboxMail.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}

/**
 * Sends a mail through SMTP when `SMTP_URL` is set, and records it in the outbox either way.
 * Without SMTP the outbox row is the delivery: a developer reads it with `npm run outbox`
 * (or an admin through `/api/admin/outbox`), so it keeps the whole mail. With SMTP the row is a
 * log and keeps the mail redacted. Mail is never silently dropped.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await pruneOutbox();
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    await db.outboxMail.create({ data: { ...outboxData(mail), status: "stored" } });
    return;
  }
  // With SMTP the outbox is a delivery log: it keeps the mail without its tokens and secrets.
  const logged = outboxData(redactMail(mail));
  try {
    transport ??= smtpTransport(smtpUrl);
    const { attachments, to, subject, text, html } = mail;
    await (
      await transport
    ).sendMail({
      to,
      subject,
      text,
      html,
      from: process.env.MAIL_FROM || "Hostdeck <no-reply@localhost>",
      ...(attachments?.length
        ? { attachments: attachments.map((file) => ({ ...file, encoding: "base64" as const })) }
        : {}),
    });
    await db.outboxMail.create({ data: { ...logged, status: "sent" } });
  } catch (error) {
    await db.outboxMail.create({
      data: { ...logged, status: "failed", error: String(error).slice(0, 1000) },
    });
    throw error;
  }
}
