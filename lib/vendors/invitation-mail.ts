import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { loadTranslatorMessages } from "@/lib/i18n/messages";
import type { OutgoingMail } from "@/lib/mail/send-mail";
import { mailButton, mailDetails, mailDocument, mailHeading, mailParagraph } from "@/lib/orders/mail/layout";
import { escapeHtml } from "@/lib/text/html";
import type { InvitationRole } from "@/lib/vendors/team-schema";

export type InvitationMailData = {
  to: string;
  language: string;
  vendorName: string;
  inviterName: string;
  role: InvitationRole;
  expiresAt: Date;
  /** APP_URL/vendor-invitations/<token>: the only place the token ever goes. */
  url: string;
};

/** "25 November 2026, 14:30 UTC": the reader's time zone is unknown, so the instant says its zone. */
function formatExpiry(expiresAt: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(expiresAt);
}

/** The invitation to join a vendor, in the look of the order mails (lib/orders/mail/layout.ts). */
export async function vendorInvitationMail(data: InvitationMailData): Promise<OutgoingMail> {
  const locale: Locale = isLocale(data.language) ? data.language : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadTranslatorMessages(locale), namespace: "vendorMail" });
  const role = t(`roles.${data.role}`);
  const values = { inviter: data.inviterName, vendor: data.vendorName, role };
  const subject = t("invitation.subject", values);
  const expires = formatExpiry(data.expiresAt, locale);
  const lines = [t("invitation.intro", values), t(`roleText.${data.role}`), t("invitation.howTo")];
  const body = [
    mailHeading(t("invitation.heading", values)),
    mailParagraph(escapeHtml(t("greeting"))),
    ...lines.map((line) => mailParagraph(escapeHtml(line))),
    mailDetails([
      [t("invitation.vendor"), escapeHtml(data.vendorName)],
      [t("invitation.role"), escapeHtml(role)],
      [t("invitation.expires"), escapeHtml(expires)],
    ]),
    mailButton(t("invitation.action"), data.url),
  ].join("\n");
  const text = [
    t("greeting"),
    "",
    ...lines,
    "",
    `${t("invitation.vendor")}: ${data.vendorName}`,
    `${t("invitation.role")}: ${role}`,
    `${t("invitation.expires")}: ${expires}`,
    "",
    `${t("invitation.action")}: ${data.url}`,
    "",
    t("invitation.footer"),
  ];
  return {
    to: data.to,
    subject,
    text: text.join("\n"),
    html: mailDocument({
      title: subject,
      preheader: t("invitation.preheader", values),
      body,
      footer: t("invitation.footer"),
    }),
  };
}
