import "server-only";
import { publicEventUrl } from "@/lib/calendar/ical-event";
import type { OutgoingMail } from "@/lib/mail/send-mail";
import { formatDeadline } from "@/lib/orders/mail/format";
import { eventRows, mailTranslator, orderPageUrl, type OrderMailData } from "@/lib/orders/mail/order-mails";
import {
  MAIL_COLORS,
  mailButton,
  mailDetails,
  mailDocument,
  mailHeading,
  mailParagraph,
} from "@/lib/orders/mail/layout";
import { escapeHtml } from "@/lib/text/html";

/**
 * An offline order whose payment did not arrive by its deadline expired (lib/orders/expire-payments.ts):
 * the buyer learns that its tickets were released, and where to order again while some are left.
 */
export async function paymentExpiredMail(order: OrderMailData, language: string): Promise<OutgoingMail> {
  const { t, locale } = await mailTranslator(language);
  // A private event has no page to order again on: then the order's page is the one link.
  const eventUrl = publicEventUrl(order.event) ?? orderPageUrl(order);
  const orderUrl = orderPageUrl(order);
  const subject = t("paymentExpired.subject", { reference: order.reference, event: order.event.title });
  const intro = order.paymentDueAt
    ? t("paymentExpired.intro", {
        reference: order.reference,
        date: formatDeadline(order.paymentDueAt, order.event.timezone, locale),
      })
    : t("paymentExpired.introNoDate", { reference: order.reference });
  const lines = [intro, t("paymentExpired.again"), t("paymentExpired.paidAlready")];
  const body = [
    mailHeading(t("paymentExpired.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    ...lines.map((line) => mailParagraph(escapeHtml(line))),
    `<h2 style="margin:8px 0 4px;font-size:19px;font-weight:700">${escapeHtml(order.event.title)}</h2>`,
    mailDetails(eventRows(order, t, locale, { online: "none" })),
    mailButton(t("paymentExpired.action"), eventUrl),
    mailParagraph(
      `<a href="${escapeHtml(orderUrl)}" style="color:${MAIL_COLORS.brand}">${escapeHtml(t("paymentExpired.viewOrder"))}</a>`,
      `color:${MAIL_COLORS.muted};font-size:14px`,
    ),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    ...lines,
    "",
    `${t("paymentExpired.action")}: ${eventUrl}`,
    `${t("paymentExpired.viewOrder")}: ${orderUrl}`,
    "",
    t("footer"),
  ].join("\n");
  return {
    to: order.buyerEmail,
    subject,
    text,
    html: mailDocument({
      title: subject,
      preheader: t("paymentExpired.preheader", { reference: order.reference }),
      body,
      footer: t("footer"),
    }),
  };
}
