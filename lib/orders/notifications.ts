import "server-only";
import { icalEventSelect } from "@/lib/calendar/ical-event";
import { db } from "@/lib/db";
import { sendAnonymousMail } from "@/lib/mail/anonymous-mail";
import { sendMail } from "@/lib/mail/send-mail";
import {
  awaitingPaymentMail,
  hostNewOrderNotice,
  hostOrdersUrl,
  hostRefundNotice,
  orderCancelledMail,
  orderConfirmationMail,
  orderRefundedMail,
  type HostNoticeText,
  type OrderMailData,
} from "@/lib/orders/mail/order-mails";
import { paymentExpiredMail } from "@/lib/orders/mail/payment-expired-mail";
import { refundIssuedMail } from "@/lib/orders/mail/refund-mail";
import { byTicketTypePosition, orderLineSelect, orderSummarySelect } from "@/lib/orders/order-fields";
import { notifySoldOut } from "@/lib/users/notify-sold-out";

// Which language a buyer's mail is in: the language of the request that caused it when there is
// one (the buyer's checkout or the order form: cookie, else Accept-Language — passed as `locale`;
// a Stripe payment carries it in the Checkout Session's metadata). Otherwise (the host marked an
// offline order paid) the language the buyer ordered in (Order.locale), else the host's own.

/** Icons of the shell's notifications; the refund notice is told apart from the new-order one by it. */
const NEW_ORDER_ICON = "mat_outline:confirmation_number";
const REFUND_ICON = "mat_outline:currency_exchange";

/** A host's columns: where a notice goes, in which language, and whether they want new orders by mail. */
const hostSelect = { id: true, email: true, displayName: true, language: true, notifyNewOrder: true } as const;

const orderSelect = {
  ...orderSummarySelect,
  accessToken: true,
  completedAt: true,
  paymentDueAt: true,
  locale: true,
  items: { select: orderLineSelect },
  attendees: {
    // A refunded (voided) ticket no longer admits anyone, so no mail shows its code.
    where: { voidedAt: null },
    select: { code: true, name: true, ticketType: { select: { name: true, position: true } } },
    orderBy: { createdAt: "asc" },
  },
  event: {
    select: {
      ...icalEventSelect,
      onlineUrl: true,
      timezone: true,
      offlinePaymentInstructions: true,
      user: { select: hostSelect },
      vendor: {
        select: {
          members: {
            where: { role: { in: ["owner", "admin"] as string[] } },
            orderBy: { createdAt: "asc" },
            select: { role: true, user: { select: hostSelect } },
          },
        },
      },
    },
  },
} as const;

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;
type Recipient = { id: string; email: string; displayName: string; language: string; notifyNewOrder: boolean };

function loadOrder(orderId: string) {
  return db.order.findUnique({ where: { id: orderId }, select: orderSelect });
}

function toMailData(order: LoadedOrder): OrderMailData & { completedAt: Date | null } {
  const { user: _user, vendor: _vendor, ...event } = order.event;
  return {
    ...order,
    items: [...order.items]
      .sort(byTicketTypePosition)
      .map((item) => ({ name: item.ticketType.name, quantity: item.quantity, unitPrice: item.unitPrice })),
    tickets: [...order.attendees]
      .sort(byTicketTypePosition)
      .map((attendee) => ({ code: attendee.code, name: attendee.name, ticketTypeName: attendee.ticketType.name })),
    event,
  };
}

/** The people who run the event's account: the user of a personal account; a vendor's owners and admins. */
function hostRecipients(order: LoadedOrder): Recipient[] {
  if (order.event.vendor) return order.event.vendor.members.map((member) => member.user);
  return order.event.user ? [order.event.user] : [];
}

/**
 * Mails the buyer what the order's current status calls for — completed: the tickets with QR
 * codes and the .ics; awaiting payment: the host's instructions; refunded before it was ever
 * completed: the late-payment refund; cancelled: a short notice — and tells the host's people
 * about a new order or a refunded late payment (a shell notification and a mail each, once per
 * order: a later call, e.g. after "mark paid", does not announce the same order again; the mail
 * only to hosts who keep "email me on each new order" on), and, when the order took the last
 * tickets, the sold-out notice (lib/users/notify-sold-out.ts).
 * `anonymous`: an anonymous buyer's action caused it (placing a free order, choosing to pay
 * offline), so the buyer's mail is limited per recipient (lib/mail/anonymous-mail.ts); host
 * notices never are.
 * Call it after the transaction that changed the order has committed. Never throws.
 */
export async function sendOrderEmails(
  orderId: string,
  options: { locale?: string; notifyHost?: boolean; anonymous?: boolean } = {},
): Promise<void> {
  let order: LoadedOrder | null;
  try {
    order = await loadOrder(orderId);
  } catch (error) {
    console.error(`sendOrderEmails(${orderId}): could not load the order`, error);
    return;
  }
  if (!order) return;
  const hosts = hostRecipients(order);
  const data = toMailData(order);
  const language = options.locale ?? order.locale ?? hosts[0]?.language ?? "en";

  try {
    const mail = await buyerMail(data, language);
    if (mail) await (options.anonymous ? sendAnonymousMail(mail) : sendMail(mail));
  } catch (error) {
    console.error(`sendOrderEmails(${orderId}): the buyer's mail failed`, error);
  }

  if (options.notifyHost === false) return;
  try {
    await notifyHosts(data, hosts);
  } catch (error) {
    console.error(`sendOrderEmails(${orderId}): the host notice failed`, error);
  }
  // An order that now holds tickets may have taken the last ones.
  if (order.status === "completed" || order.status === "awaiting_payment") await notifySoldOut(order.event.id);
}

function buyerMail(order: OrderMailData & { completedAt: Date | null }, language: string) {
  switch (order.status) {
    case "completed":
    case "partially_refunded":
      return orderConfirmationMail(order, language);
    case "awaiting_payment":
      return awaitingPaymentMail(order, language);
    case "refunded":
      // Only a payment refunded before the order ever completed is ours to explain; a refund of a
      // completed order is the host's decision, told by the payments screen.
      return order.completedAt ? null : orderRefundedMail(order, language);
    case "cancelled":
      return orderCancelledMail(order, language);
    default:
      return null;
  }
}

async function notifyHosts(order: OrderMailData & { completedAt: Date | null }, hosts: Recipient[]): Promise<void> {
  if (hosts.length === 0) return;
  const isNewOrder = order.status === "completed" || order.status === "awaiting_payment";
  const isLateRefund = order.status === "refunded" && !order.completedAt;
  if (!isNewOrder && !isLateRefund) return;
  const icon = isNewOrder ? NEW_ORDER_ICON : REFUND_ICON;
  const link = hostOrdersUrl(order);
  // Once per order and kind: "mark paid" after "awaiting payment" is the host's own doing.
  const already = await db.shellNotice.findFirst({
    where: { userId: { in: hosts.map((host) => host.id) }, kind: "notification", link, icon },
    select: { id: true },
  });
  if (already) return;

  for (const host of hosts) {
    const recipient = { email: host.email, name: host.displayName, language: host.language };
    const text: HostNoticeText = isNewOrder
      ? await hostNewOrderNotice(order, recipient)
      : await hostRefundNotice(order, recipient, order.refundedAmount || order.total);
    await db.shellNotice.create({
      data: {
        userId: host.id,
        kind: "notification",
        title: text.title,
        description: text.description,
        icon,
        link,
        useRouter: true,
      },
    });
    // The preference "email me on each new order" governs the mail only: the shell's notification
    // above always appears, as it is the in-app record of the order (and costs no one an inbox).
    if (isNewOrder && !host.notifyNewOrder) continue;
    try {
      await sendMail(text.mail);
    } catch (error) {
      console.error(`sendOrderEmails(${order.id}): the mail to host ${host.id} failed`, error);
    }
  }
}

/** Tells the buyer about a refund the host made (or Stripe's dashboard did). Call after it committed. Never throws. */
export async function sendRefundEmail(orderId: string, refundId: string): Promise<void> {
  try {
    const [order, refund] = await Promise.all([
      loadOrder(orderId),
      db.refund.findUnique({
        where: { id: refundId },
        select: { amount: true, reason: true, _count: { select: { attendees: true } } },
      }),
    ]);
    if (!order || !refund) return;
    const language = order.locale ?? hostRecipients(order)[0]?.language ?? "en";
    const mail = await refundIssuedMail(
      toMailData(order),
      { amount: refund.amount, reason: refund.reason, voidedTickets: refund._count.attendees },
      language,
    );
    await sendMail(mail);
  } catch (error) {
    console.error(`sendRefundEmail(${orderId}, ${refundId}) failed`, error);
  }
}

/**
 * Tells the buyer that their offline order expired unpaid (lib/orders/expire-payments.ts), in the
 * language they ordered in (else the host's). Call once per order, after the claim. Never throws.
 */
export async function sendPaymentExpiredEmail(orderId: string): Promise<void> {
  try {
    const order = await loadOrder(orderId);
    if (!order) return;
    const language = order.locale ?? hostRecipients(order)[0]?.language ?? "en";
    await sendMail(await paymentExpiredMail(toMailData(order), language));
  } catch (error) {
    console.error(`sendPaymentExpiredEmail(${orderId}) failed`, error);
  }
}
