import "server-only";
import type { OutgoingMail } from "@/lib/mail/send-mail";
import { eventRows, mailTranslator, orderPageUrl, type OrderMailData } from "@/lib/orders/mail/order-mails";
import { mailButton, mailDetails, mailDocument, mailHeading, mailParagraph } from "@/lib/orders/mail/layout";
import { escapeHtml } from "@/lib/text/html";
import { formatMoney } from "@/lib/text/money";

export type RefundMailData = { amount: number; reason: string | null; voidedTickets: number };

/** The host gave money back: how much, why, and which tickets no longer admit anyone. */
export async function refundIssuedMail(
  order: OrderMailData,
  refund: RefundMailData,
  language: string,
): Promise<OutgoingMail> {
  const { t, locale } = await mailTranslator(language);
  const url = orderPageUrl(order);
  const amount = formatMoney(refund.amount, order.currency, locale);
  const isFull = order.status === "refunded";
  const subject = t("refundIssued.subject", { amount, event: order.event.title });
  const lines = [
    t(isFull ? "refundIssued.introFull" : "refundIssued.introPartial", { amount, reference: order.reference }),
    ...(refund.voidedTickets > 0 ? [t("refundIssued.voided", { count: refund.voidedTickets })] : []),
    ...(refund.reason ? [t("refundIssued.reason", { reason: refund.reason })] : []),
    t("refundIssued.timing"),
  ];
  const body = [
    mailHeading(t("refundIssued.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    ...lines.map((line) => mailParagraph(escapeHtml(line))),
    mailDetails(eventRows(order, t, locale, { online: "none" })),
    mailButton(t("refundIssued.action"), url),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    ...lines,
    "",
    `${t("refundIssued.action")}: ${url}`,
    "",
    t("footer"),
  ];
  return {
    to: order.buyerEmail,
    subject,
    text: text.join("\n"),
    html: mailDocument({
      title: subject,
      preheader: t("refundIssued.preheader", { reference: order.reference, amount }),
      body,
      footer: t("footer"),
    }),
  };
}
