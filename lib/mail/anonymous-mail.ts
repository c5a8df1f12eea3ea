import "server-only";
import { limitFromEnv } from "@/lib/limits/config";
import { takeToken } from "@/lib/limits/take-token";
import { sendMail, type OutgoingMail } from "@/lib/mail/send-mail";

// Issue 14, "abuse of mail": anyone can make the app mail an address (an order, a sign-up, a
// forgotten password), so mails caused by ANONYMOUS actions are limited per recipient. Mails to
// hosts and mails caused by signed-in actions do not pass through here and are not limited.

/** Default: mails per recipient address per hour from anonymous actions (`MAIL_MAX_PER_RECIPIENT_HOUR`). */
export const MAIL_MAX_PER_RECIPIENT_HOUR = 10;
export const MAIL_RECIPIENT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one anonymous mail to `to` (the database limiter, key `mail:to:<address>`) and says
 * whether it may go; when not, logs it. `RATE_LIMITS=off` lets every mail go.
 */
export async function allowAnonymousMail(to: string, now = new Date()): Promise<boolean> {
  const address = to.trim().toLowerCase();
  const answer = await takeToken(`mail:to:${address}`, {
    limit: limitFromEnv("MAIL_MAX_PER_RECIPIENT_HOUR", MAIL_MAX_PER_RECIPIENT_HOUR),
    windowMs: MAIL_RECIPIENT_WINDOW_MS,
    now,
  });
  if (!answer.allowed) {
    console.warn(
      `Mail to ${address} not sent: too many mails from anonymous actions this hour (retry in ${answer.retryAfterSeconds}s).`,
    );
  }
  return answer.allowed;
}

/** Sends a mail an anonymous action caused, unless its recipient has had too many this hour (then it is logged, not queued). */
export async function sendAnonymousMail(mail: OutgoingMail): Promise<boolean> {
  if (!(await allowAnonymousMail(mail.to))) return false;
  await sendMail(mail);
  return true;
}
