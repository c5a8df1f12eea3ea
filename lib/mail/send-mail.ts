import "server-only";
import { db } from "@/lib/db";

/** A file sent with a mail. `cid` makes it an inline part that the HTML shows with `<img src="cid:…">`. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded (as stored in `OutboxMail.attachments`). */
  content: string;
  cid?: string;
};

export type OutgoingMail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

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
function outboxData({ attachments, ...mail }: OutgoingMail) {
  return { ...mail, attachments: JSON.stringify(attachments ?? []) };
}

/**
 * Sends a mail through SMTP when `SMTP_URL` is set, and records it in the outbox either way.
 * Without SMTP the outbox row is the delivery: a developer reads it with `npm run outbox`
 * (or an admin through `/api/admin/outbox`). Mail is never silently dropped.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    await db.outboxMail.create({ data: { ...outboxData(mail), status: "stored" } });
    return;
  }
  try {
    transport ??= smtpTransport(smtpUrl);
    const { attachments, ...rest } = mail;
    await (
      await transport
    ).sendMail({
      ...rest,
      from: process.env.MAIL_FROM || "Hostdeck <no-reply@localhost>",
      ...(attachments?.length
        ? { attachments: attachments.map((file) => ({ ...file, encoding: "base64" as const })) }
        : {}),
    });
    await db.outboxMail.create({ data: { ...outboxData(mail), status: "sent" } });
  } catch (error) {
    await db.outboxMail.create({
      data: { ...outboxData(mail), status: "failed", error: String(error).slice(0, 1000) },
    });
    throw error;
  }
}
