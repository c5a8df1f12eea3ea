import "server-only";
import { timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { ApiError } from "@/lib/api/errors";
import { eventHostSelect, eventWhereWhenSelect, toEventHost } from "@/lib/events/event-fields";
import { expireReservations } from "@/lib/orders/expire";
import { expireOverduePayments } from "@/lib/orders/expire-payments";
import { byTicketTypePosition, orderLineSelect, orderSummarySelect } from "@/lib/orders/order-fields";
import { ticketQrSvg } from "@/lib/orders/qr";

/** Statuses whose tickets are valid: only then does the buyer see codes and the online link. */
const TICKETED = new Set(["completed", "partially_refunded"]);

/** What the buyer sees for a status: a reserved order past its hold is `expired` even before a sweep marks it. */
export type BuyerOrderStatus =
  "reserved" | "awaiting_payment" | "completed" | "cancelled" | "expired" | "refunded" | "partially_refunded";

/** The same answer for an unknown order and a wrong token, so neither can be probed. */
export function orderNotFound(): ApiError {
  return new ApiError(404, "not_found", "Order not found.");
}

/** Constant-time comparison of the buyer's token with the stored one. */
export function isSameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  // timingSafeEqual needs equal lengths; tokens all have one length, so this leaks nothing useful.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The effective status at `now` (a stale `reserved`, or an offline order past its payment deadline, reads as `expired`). */
export function effectiveStatus(
  order: { status: string; reservedUntil: Date | null; paymentDueAt: Date | null },
  now: Date,
): BuyerOrderStatus {
  if (order.status === "reserved" && (!order.reservedUntil || order.reservedUntil <= now)) return "expired";
  if (order.status === "awaiting_payment" && order.paymentDueAt && order.paymentDueAt <= now) return "expired";
  return order.status as BuyerOrderStatus;
}

const viewSelect = {
  ...orderSummarySelect,
  accessToken: true,
  paymentProvider: true,
  reservedUntil: true,
  paymentDueAt: true,
  paidAt: true,
  completedAt: true,
  cancelledAt: true,
  createdAt: true,
  promoCode: { select: { code: true } },
  items: { select: { ticketTypeId: true, ...orderLineSelect } },
  attendees: {
    where: { voidedAt: null }, // a refunded ticket admits no one, so the buyer's page no longer shows it
    select: { code: true, name: true, checkedInAt: true, ticketType: { select: { name: true, position: true } } },
    orderBy: { createdAt: "asc" },
  },
  event: {
    select: {
      id: true,
      slug: true,
      title: true,
      summary: true,
      coverImage: true,
      ...eventWhereWhenSelect,
      onlineUrl: true,
      status: true,
      paymentMethod: true,
      offlinePaymentInstructions: true,
      ...eventHostSelect,
    },
  },
} as const;

/**
 * The buyer's view of their order (GET /api/public/orders/{id}?token= and the order page):
 * the order with its items, the event (the online link only to ticket holders), the host's
 * payment instructions while payment is outstanding, and the tickets with QR codes once the
 * order is complete. Null for an unknown order or a wrong token.
 */
export async function getBuyerOrderView(orderId: string, token: string, now: Date = new Date()) {
  let order = await db.order.findUnique({ where: { id: orderId }, select: viewSelect });
  if (!order || !isSameToken(token, order.accessToken)) return null;
  if (order.status === "reserved" && order.reservedUntil && order.reservedUntil <= now) {
    // Keep the stored status honest while we are here; the answer is the same either way.
    await expireReservations(now, { orderId });
    order = { ...order, status: "expired" };
  } else if (order.status === "awaiting_payment" && order.paymentDueAt && order.paymentDueAt <= now) {
    // The same for an offline order past its payment deadline; the sweep also mails the buyer (once).
    await expireOverduePayments(now, { orderId });
    order = { ...order, status: "expired" };
  }
  const status = effectiveStatus(order, now);
  const isTicketed = TICKETED.has(status);
  const vendorPages = await isFeatureEnabled("ENABLE_VENDORS");
  const { event } = order;
  const awaitsOfflinePayment =
    event.paymentMethod === "offline" && order.total > 0 && (status === "reserved" || status === "awaiting_payment");

  return {
    order: {
      id: order.id,
      reference: order.reference,
      status,
      reservedUntil: status === "reserved" ? order.reservedUntil : null,
      /** Offline orders: when the payment must have arrived (kept once expired, to say why). */
      paymentDueAt: order.paymentDueAt,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      completedAt: order.completedAt,
      cancelledAt: order.cancelledAt,
      items: [...order.items].sort(byTicketTypePosition).map((item) => ({
        ticketTypeId: item.ticketTypeId,
        name: item.ticketType.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        amount: item.unitPrice * item.quantity,
      })),
      ticketCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: order.subtotal,
      discount: order.discount,
      promoCode: order.promoCode?.code ?? null,
      total: order.total,
      refundedAmount: order.refundedAmount,
      currency: order.currency,
      paymentProvider: order.paymentProvider,
      buyer: { name: order.buyerName, email: order.buyerEmail },
    },
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      summary: event.summary,
      coverImage: event.coverImage,
      status: event.status,
      format: event.format,
      timezone: event.timezone,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      venue:
        event.format === "online"
          ? null
          : { name: event.venueName, address: event.venueAddress, city: event.venueCity, country: event.venueCountry },
      onlineUrl: isTicketed && event.format !== "in-person" ? event.onlineUrl : null,
      paymentMethod: event.paymentMethod,
      host: toEventHost(event, { vendorPages }),
    },
    payment: awaitsOfflinePayment
      ? {
          method: "offline" as const,
          instructions: event.offlinePaymentInstructions,
          reference: order.reference,
          dueAt: status === "awaiting_payment" ? order.paymentDueAt : null,
        }
      : null,
    tickets: isTicketed
      ? await Promise.all(
          [...order.attendees].sort(byTicketTypePosition).map(async (attendee) => ({
            code: attendee.code,
            name: attendee.name,
            ticketTypeName: attendee.ticketType.name,
            checkedInAt: attendee.checkedInAt,
            qr: await ticketQrSvg(attendee.code),
          })),
        )
      : [],
  };
}

export type BuyerOrderView = NonNullable<Awaited<ReturnType<typeof getBuyerOrderView>>>;

/** The route's variant: 404 instead of null. */
export async function requireBuyerOrderView(
  orderId: string,
  token: string,
  now: Date = new Date(),
): Promise<BuyerOrderView> {
  const view = await getBuyerOrderView(orderId, token, now);
  if (!view) throw orderNotFound();
  return view;
}
