import "server-only";
import { createTranslator } from "use-intl/core";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { loadTranslatorMessages } from "@/lib/i18n/messages";
import type { OutgoingMail } from "@/lib/mail/send-mail";
import { mailButton, mailDetails, mailDocument, mailHeading, mailParagraph } from "@/lib/orders/mail/layout";
import { escapeHtml } from "@/lib/text/html";

// The mails of the account's own life (the messages' "accountMail" namespace), in the recipient's
// language: the new address's confirmation link and the old address's notice, and the notices
// the notification preferences govern (sold out, daily summary, unpaid offline orders).

export async function accountMailTranslator(language: string) {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return {
    locale,
    t: createTranslator({ locale, messages: await loadTranslatorMessages(locale), namespace: "accountMail" }),
  };
}

export type AccountMailTranslate = Awaited<ReturnType<typeof accountMailTranslator>>["t"];

type Recipient = { to: string; name: string; language: string };

/** A mail of paragraphs (and label/value tables) with one button; the text part says the same. */
export function accountMail({
  to,
  subject,
  heading,
  greeting,
  blocks,
  action,
  footer,
}: {
  to: string;
  subject: string;
  heading: string;
  greeting: string;
  /** Paragraphs (plain text) or tables (label, value rows; plain text). */
  blocks: (string | [string, string][])[];
  action: { label: string; url: string };
  footer: string;
}): OutgoingMail {
  const htmlBlocks = blocks.map((block) =>
    typeof block === "string"
      ? mailParagraph(escapeHtml(block))
      : mailDetails(block.map(([label, value]) => [label, escapeHtml(value)])),
  );
  const textBlocks = blocks.map((block) =>
    typeof block === "string" ? block : block.map(([label, value]) => `${label}: ${value}`).join("\n"),
  );
  const body = [
    mailHeading(heading),
    mailParagraph(escapeHtml(greeting)),
    ...htmlBlocks,
    mailButton(action.label, action.url),
  ].join("\n");
  const text = [
    greeting,
    "",
    ...textBlocks.flatMap((block) => [block, ""]),
    `${action.label}: ${action.url}`,
    "",
    footer,
  ]
    .join("\n")
    .concat("\n");
  const preheader = textBlocks[0]?.split("\n")[0] ?? subject;
  return { to, subject, text, html: mailDocument({ title: subject, preheader, body, footer }) };
}

/** To the NEW address: the single-use link (24 hours) that makes it the account's address. */
export async function emailChangeMail(options: Recipient & { newEmail: string; url: string }): Promise<OutgoingMail> {
  const { t } = await accountMailTranslator(options.language);
  return accountMail({
    to: options.to,
    subject: t("emailChange.subject"),
    heading: t("emailChange.heading"),
    greeting: t("greeting", { name: options.name }),
    blocks: [t("emailChange.body", { email: options.newEmail })],
    action: { label: t("emailChange.action"), url: options.url },
    footer: t("emailChange.footer"),
  });
}

/** To the CURRENT address: someone asked to move the account to another one. */
export async function emailChangeNoticeMail(
  options: Recipient & { newEmail: string; url: string },
): Promise<OutgoingMail> {
  const { t } = await accountMailTranslator(options.language);
  return accountMail({
    to: options.to,
    subject: t("emailChangeNotice.subject"),
    heading: t("emailChangeNotice.heading"),
    greeting: t("greeting", { name: options.name }),
    blocks: [t("emailChangeNotice.body", { email: options.newEmail }), t("emailChangeNotice.advice")],
    action: { label: t("emailChangeNotice.action"), url: options.url },
    footer: t("securityFooter"),
  });
}

/** A date as the recipient reads it, in a time zone. */
export function formatDay(date: Date, locale: Locale, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
  }
}
