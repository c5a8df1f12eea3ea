import "server-only";
import { db } from "@/lib/db";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

type Transport = { sendMail(mail: OutgoingMail & { from: string }): Promise<unknown> };
let transport: Promise<Transport> | undefined;

async function smtpTransport(smtpUrl: string): Promise<Transport> {
  const nodemailer = await import("nodemailer");
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Sends a mail through SMTP when `SMTP_URL` is set, and records it in the outbox either way.
 * Without SMTP the outbox row is the delivery: a developer reads it with `npm run outbox`
 * (or an admin through `/api/admin/outbox`). Mail is never silently dropped.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    await db.outboxMail.create({ data: { ...mail, status: "stored" } });
    return;
  }
  try {
    transport ??= smtpTransport(smtpUrl);
    await (await transport).sendMail({ ...mail, from: process.env.MAIL_FROM || "Hostdeck <no-reply@localhost>" });
    await db.outboxMail.create({ data: { ...mail, status: "sent" } });
  } catch (error) {
    await db.outboxMail.create({ data: { ...mail, status: "failed", error: String(error).slice(0, 1000) } });
    throw error;
  }
}
