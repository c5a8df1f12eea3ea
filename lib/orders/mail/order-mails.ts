import "server-only";
import { createTranslator } from "use-intl/core";
import { getAppUrl } from "@/lib/app-url";
import { buildCalendar } from "@/lib/calendar/ical";
import { toIcalEvent, type IcalSourceEvent } from "@/lib/calendar/ical-event";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { loadTranslatorMessages } from "@/lib/i18n/messages";
import type { MailAttachment, OutgoingMail } from "@/lib/mail/send-mail";
import { ticketQrPng } from "@/lib/orders/qr";
import { formatDeadline, formatEventWhen, formatVenue } from "@/lib/orders/mail/format";
import { escapeHtml, textToHtml } from "@/lib/text/html";
import { formatMoney } from "@/lib/text/money";
import {
  MAIL_COLORS,
  mailButton,
  mailDetails,
  mailDocument,
  mailHeading,
  mailPanel,
  mailParagraph,
} from "@/lib/orders/mail/layout";

/** Everything an order mail shows, loaded once by lib/orders/notifications.ts. */
export type OrderMailData = {
  id: string;
  reference: string;
  accessToken: string;
  status: string;
  buyerName: string;
  buyerEmail: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  refundedAmount: number;
  /** Offline orders: when the payment must have arrived (null for older orders and other providers). */
  paymentDueAt?: Date | null;
  items: { name: string; quantity: number; unitPrice: number }[];
  tickets: { code: string; name: string; ticketTypeName: string }[];
  /** The columns of the order's event that the mails show, a VEVENT (the .ics attachment) among them. */
  event: IcalSourceEvent & { onlineUrl: string | null; timezone: string; offlinePaymentInstructions: string };
};

export function orderPageUrl(order: Pick<OrderMailData, "id" | "accessToken">): string {
  return `${getAppUrl()}/p/orders/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
}

export function hostOrdersUrl(order: Pick<OrderMailData, "id" | "event">): string {
  return `/pages/events/${order.event.id}?tab=orders&order=${order.id}`;
}

export async function mailTranslator(language: string) {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return {
    locale,
    t: createTranslator({ locale, messages: await loadTranslatorMessages(locale), namespace: "orderMail" }),
  };
}

export type Translate = Awaited<ReturnType<typeof mailTranslator>>["t"];

const ticketCount = (order: OrderMailData) => order.items.reduce((sum, item) => sum + item.quantity, 0);
const qrCid = (code: string) => `qr-${code.toLowerCase()}@hostdeck`;

/** When, where and the reference: the rows every buyer mail starts with. */
export function eventRows(
  order: OrderMailData,
  t: Translate,
  locale: Locale,
  { online }: { online: "link" | "later" | "none" },
): [string, string][] {
  const { event } = order;
  const rows: [string, string][] = [
    [
      t("details.reference"),
      `<strong style="font-family:ui-monospace,Menlo,Consolas,monospace;letter-spacing:0.04em">${escapeHtml(order.reference)}</strong>`,
    ],
    [t("details.when"), escapeHtml(formatEventWhen(event, locale))],
  ];
  const venue = formatVenue(event, locale);
  if (venue) rows.push([t("details.where"), escapeHtml(venue)]);
  if (event.format !== "in-person" && online !== "none") {
    const link =
      online === "link" && event.onlineUrl
        ? `<a href="${escapeHtml(event.onlineUrl)}" style="color:${MAIL_COLORS.brand}">${escapeHtml(event.onlineUrl)}</a>`
        : escapeHtml(t("details.onlineAfter"));
    rows.push([t("details.online"), link]);
  }
  return rows;
}

/** The items with their amounts and the total, as rows of a details table. */
function totalRows(order: OrderMailData, t: Translate, locale: Locale): [string, string][] {
  const money = (minor: number) => (minor === 0 ? t("details.free") : formatMoney(minor, order.currency, locale));
  const rows: [string, string][] = order.items.map((item) => [
    `${item.quantity} × ${item.name}`,
    escapeHtml(money(item.unitPrice * item.quantity)),
  ]);
  if (order.discount > 0)
    rows.push([t("details.discount"), `−${escapeHtml(formatMoney(order.discount, order.currency, locale))}`]);
  rows.push([t("details.total"), `<strong>${escapeHtml(money(order.total))}</strong>`]);
  return rows;
}

/** The plain-text part's event title, event rows and totals: the same details the HTML part shows as tables. */
function detailsText(
  order: OrderMailData,
  t: Translate,
  locale: Locale,
  options: { online: "link" | "later" },
): string[] {
  const rows = [...eventRows(order, t, locale, options), ...totalRows(order, t, locale)];
  return [order.event.title, ...rows.map(([label, html]) => `${label}: ${stripTags(html)}`)];
}

function ticketsText(order: OrderMailData, t: Translate): string {
  return order.tickets
    .map(
      (ticket, index) =>
        `${t("confirmation.ticketOf", { number: index + 1, count: order.tickets.length })}: ${ticket.ticketTypeName} · ${ticket.name} · ${ticket.code}`,
    )
    .join("\n");
}

function ticketsHtml(order: OrderMailData, t: Translate): string {
  return order.tickets
    .map(
      (
        ticket,
        index,
      ) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border:1px dashed #cbd5e1;border-radius:12px">
<tr><td width="132" style="padding:10px;width:132px;vertical-align:middle"><img src="cid:${qrCid(ticket.code)}" width="120" height="120" alt="QR ${escapeHtml(ticket.code)}" style="display:block;width:120px;height:120px;border:0"></td>
<td style="padding:10px 12px 10px 4px;vertical-align:middle">
<div style="font-size:12px;color:${MAIL_COLORS.muted};text-transform:uppercase;letter-spacing:0.06em">${escapeHtml(t("confirmation.ticketOf", { number: index + 1, count: order.tickets.length }))}</div>
<div style="font-size:17px;font-weight:700;margin:2px 0">${escapeHtml(ticket.ticketTypeName)}</div>
<div style="color:${MAIL_COLORS.muted}">${escapeHtml(ticket.name)}</div>
<div style="margin-top:6px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px;font-weight:700;letter-spacing:0.08em;word-break:break-all">${escapeHtml(ticket.code)}</div>
</td></tr></table>`,
    )
    .join("");
}

/** The "add to calendar" file: the same VEVENT (same UID) as the event's feed and download. */
function calendarAttachment(order: OrderMailData): MailAttachment {
  const ics = buildCalendar({ name: order.event.title, events: [toIcalEvent(order.event)] });
  return {
    filename: `${order.event.slug}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}

/** Completed order: every ticket with its QR code (inline PNG), the .ics, and the link to the order page. */
export async function orderConfirmationMail(order: OrderMailData, language: string): Promise<OutgoingMail> {
  const { t, locale } = await mailTranslator(language);
  const count = order.tickets.length || ticketCount(order);
  const url = orderPageUrl(order);
  const subject = t("confirmation.subject", { event: order.event.title });
  const qrAttachments = await Promise.all(
    order.tickets.map(async (ticket) => ({
      filename: `ticket-${ticket.code}.png`,
      contentType: "image/png",
      content: (await ticketQrPng(ticket.code)).toString("base64"),
      cid: qrCid(ticket.code),
    })),
  );
  const body = [
    mailHeading(t("confirmation.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    mailParagraph(escapeHtml(t("confirmation.intro", { count }))),
    `<h2 style="margin:8px 0 4px;font-size:19px;font-weight:700">${escapeHtml(order.event.title)}</h2>`,
    mailDetails(eventRows(order, t, locale, { online: "link" })),
    ticketsHtml(order, t),
    mailDetails(totalRows(order, t, locale), { alignValues: "right" }),
    mailParagraph(escapeHtml(t("confirmation.calendar")), `color:${MAIL_COLORS.muted};font-size:13px;margin-top:16px`),
    mailButton(t("confirmation.action"), url),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    t("confirmation.intro", { count }),
    "",
    ...detailsText(order, t, locale, { online: "link" }),
    "",
    ticketsText(order, t),
    "",
    t("confirmation.calendar"),
    `${t("confirmation.action")}: ${url}`,
    "",
    t("footer"),
  ].join("\n");
  return {
    to: order.buyerEmail,
    subject,
    text,
    html: mailDocument({
      title: subject,
      preheader: t("confirmation.preheader", { reference: order.reference, count, event: order.event.title }),
      body,
      footer: t("footer"),
    }),
    attachments: [...qrAttachments, calendarAttachment(order)],
    // A ticket's code gets its holder in at the door: never kept in a delivery log.
    secrets: order.tickets.map((ticket) => ticket.code),
  };
}

/** Offline order confirmed by the buyer: the host's payment instructions and the reference to quote. */
export async function awaitingPaymentMail(order: OrderMailData, language: string): Promise<OutgoingMail> {
  const { t, locale } = await mailTranslator(language);
  const url = orderPageUrl(order);
  const subject = t("awaitingPayment.subject", { reference: order.reference, event: order.event.title });
  const instructions = order.event.offlinePaymentInstructions.trim();
  const payBy = order.paymentDueAt
    ? t("awaitingPayment.payBy", { date: formatDeadline(order.paymentDueAt, order.event.timezone, locale) })
    : null;
  const body = [
    mailHeading(t("awaitingPayment.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    mailParagraph(escapeHtml(t("awaitingPayment.intro", { reference: order.reference }))),
    ...(payBy ? [mailParagraph(`<strong>${escapeHtml(payBy)}</strong>`)] : []),
    `<h2 style="margin:8px 0 4px;font-size:19px;font-weight:700">${escapeHtml(order.event.title)}</h2>`,
    mailDetails(eventRows(order, t, locale, { online: "later" })),
    mailDetails(totalRows(order, t, locale), { alignValues: "right" }),
    `<h3 style="margin:0 0 8px;font-size:16px">${escapeHtml(t("awaitingPayment.instructions"))}</h3>`,
    mailPanel(instructions ? textToHtml(instructions) : escapeHtml(t("awaitingPayment.noInstructions"))),
    mailParagraph(escapeHtml(t("awaitingPayment.after")), `color:${MAIL_COLORS.muted};font-size:14px`),
    mailButton(t("awaitingPayment.action"), url),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    t("awaitingPayment.intro", { reference: order.reference }),
    ...(payBy ? [payBy] : []),
    "",
    ...detailsText(order, t, locale, { online: "later" }),
    "",
    `${t("awaitingPayment.instructions")}:`,
    instructions || t("awaitingPayment.noInstructions"),
    "",
    t("awaitingPayment.after"),
    `${t("awaitingPayment.action")}: ${url}`,
    "",
    t("footer"),
  ].join("\n");
  return {
    to: order.buyerEmail,
    subject,
    text,
    html: mailDocument({ title: subject, preheader: t("awaitingPayment.preheader"), body, footer: t("footer") }),
  };
}

/** A late payment we could not honour: the buyer learns it was refunded in full. */
export async function orderRefundedMail(order: OrderMailData, language: string): Promise<OutgoingMail> {
  const { t, locale } = await mailTranslator(language);
  const url = orderPageUrl(order);
  const amount = formatMoney(order.refundedAmount || order.total, order.currency, locale);
  const subject = t("refunded.subject", { event: order.event.title });
  const intro = t("refunded.intro", { amount, reference: order.reference });
  const body = [
    mailHeading(t("refunded.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    mailParagraph(escapeHtml(intro)),
    mailDetails(eventRows(order, t, locale, { online: "none" })),
    mailButton(t("refunded.action"), url),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    intro,
    "",
    `${t("refunded.action")}: ${url}`,
    "",
    t("footer"),
  ].join("\n");
  return {
    to: order.buyerEmail,
    subject,
    text,
    html: mailDocument({
      title: subject,
      preheader: t("refunded.preheader", { reference: order.reference, amount }),
      body,
      footer: t("footer"),
    }),
  };
}

/** The host cancelled the order (e.g. an offline order never paid). */
export async function orderCancelledMail(order: OrderMailData, language: string): Promise<OutgoingMail> {
  const { t } = await mailTranslator(language);
  const url = orderPageUrl(order);
  const subject = t("cancelled.subject", { reference: order.reference, event: order.event.title });
  const intro = t("cancelled.intro", { reference: order.reference, event: order.event.title });
  const body = [
    mailHeading(t("cancelled.heading")),
    mailParagraph(escapeHtml(t("greeting", { name: order.buyerName }))),
    mailParagraph(escapeHtml(intro)),
    mailButton(t("cancelled.action"), url),
  ].join("\n");
  const text = [
    t("greeting", { name: order.buyerName }),
    intro,
    "",
    `${t("cancelled.action")}: ${url}`,
    "",
    t("footer"),
  ].join("\n");
  return {
    to: order.buyerEmail,
    subject,
    text,
    html: mailDocument({
      title: subject,
      preheader: t("cancelled.preheader", { reference: order.reference }),
      body,
      footer: t("footer"),
    }),
  };
}

export type HostNoticeText = { title: string; description: string; subject: string; mail: OutgoingMail };

/** What a host member reads about a new order (shell notification and mail), in their language. */
export async function hostNewOrderNotice(
  order: OrderMailData,
  recipient: { email: string; name: string; language: string },
): Promise<HostNoticeText> {
  const { t, locale } = await mailTranslator(recipient.language);
  const values = {
    reference: order.reference,
    event: order.event.title,
    count: ticketCount(order),
    total: order.total === 0 ? t("details.free") : formatMoney(order.total, order.currency, locale),
  };
  const title = t("host.newOrderTitle", { reference: order.reference });
  const description =
    order.status === "awaiting_payment" ? t("host.awaitingPayment", values) : t("host.newOrder", values);
  const subject = t("host.newOrderSubject", { reference: order.reference, event: order.event.title });
  const buyer = t("host.buyer", { name: order.buyerName, email: order.buyerEmail });
  const url = `${getAppUrl()}${hostOrdersUrl(order)}`;
  const extra = order.status === "awaiting_payment" ? t("host.markPaid") : "";
  return {
    title,
    description,
    subject,
    mail: hostMail({
      to: recipient.email,
      subject,
      lines: [description, buyer, extra].filter(Boolean),
      action: t("host.action"),
      url,
      footer: t("hostFooter"),
      greeting: t("greeting", { name: recipient.name }),
    }),
  };
}

/** What a host member reads when a late payment had to be refunded. */
export async function hostRefundNotice(
  order: OrderMailData,
  recipient: { email: string; name: string; language: string },
  amount: number,
): Promise<HostNoticeText> {
  const { t, locale } = await mailTranslator(recipient.language);
  const title = t("host.refundTitle");
  const description = t("host.refund", {
    amount: formatMoney(amount, order.currency, locale),
    reference: order.reference,
    event: order.event.title,
  });
  const subject = t("host.refundSubject", { reference: order.reference, event: order.event.title });
  const url = `${getAppUrl()}${hostOrdersUrl(order)}`;
  return {
    title,
    description,
    subject,
    mail: hostMail({
      to: recipient.email,
      subject,
      lines: [description, t("host.buyer", { name: order.buyerName, email: order.buyerEmail })],
      action: t("host.action"),
      url,
      footer: t("hostFooter"),
      greeting: t("greeting", { name: recipient.name }),
    }),
  };
}

function hostMail({
  to,
  subject,
  greeting,
  lines,
  action,
  url,
  footer,
}: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}): OutgoingMail {
  const body = [
    mailHeading(subject),
    mailParagraph(escapeHtml(greeting)),
    ...lines.map((line) => mailParagraph(escapeHtml(line))),
    mailButton(action, url),
  ].join("\n");
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", footer].join("\n");
  return { to, subject, text, html: mailDocument({ title: subject, preheader: lines[0] ?? subject, body, footer }) };
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
