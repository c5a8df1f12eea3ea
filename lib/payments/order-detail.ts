import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { effectiveOrderStatus } from "@/lib/events/order-rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  byTicketTypePosition,
  orderDatesJson,
  orderDatesSelect,
  orderLineSelect,
  orderSummarySelect,
} from "@/lib/orders/order-fields";
import { ticketRefundAmounts } from "@/lib/payments/refund-amounts";
import type { OrderDetail } from "@/lib/payments/schema";

// One order in full for the payments screen's drawer: what was bought, the tickets (and which a
// refund voided), who bought it and where they came from, the provider's ids, and what happened when.

const detailSelect = {
  ...orderSummarySelect,
  eventId: true,
  event: { select: { title: true } },
  paymentProvider: true,
  stripePaymentIntentId: true,
  stripeCheckoutSessionId: true,
  promoCode: { select: { code: true } },
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmTerm: true,
  utmContent: true,
  ref: true,
  ...orderDatesSelect,
  paymentDueAt: true,
  items: { select: { ticketTypeId: true, releasedQuantity: true, ...orderLineSelect } },
  attendees: {
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      email: true,
      ticketTypeId: true,
      checkedInAt: true,
      voidedAt: true,
      ticketType: { select: { name: true } },
    },
  },
  refunds: {
    orderBy: { createdAt: "asc" },
    select: { id: true, amount: true, provider: true, reason: true, createdAt: true, createdById: true },
  },
} as const satisfies Prisma.OrderSelect;

type DetailRow = Prisma.OrderGetPayload<{ select: typeof detailSelect }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The order's story, oldest first: reserved, waiting for or receiving payment, refunds, the end. */
function timelineOf(row: DetailRow, status: string): OrderDetail["timeline"] {
  const at = (date: Date) => date.toISOString();
  const timeline: OrderDetail["timeline"] = [{ kind: "reserved", at: at(row.createdAt) }];
  if (row.paymentProvider === "offline" && (row.status === "awaiting_payment" || row.paidAt || row.paymentDueAt))
    timeline.push({ kind: "awaiting_payment", at: at(row.createdAt) });
  if (row.paidAt) timeline.push({ kind: "paid", at: at(row.paidAt), amount: row.total });
  if (row.completedAt) timeline.push({ kind: "completed", at: at(row.completedAt) });
  for (const refund of row.refunds) timeline.push({ kind: "refund", at: at(refund.createdAt), amount: refund.amount });
  if (row.cancelledAt) timeline.push({ kind: "cancelled", at: at(row.cancelledAt) });
  // An expired reservation at its end; an offline order at its payment deadline.
  const expiredAt = row.reservedUntil ?? row.paymentDueAt;
  if (status === "expired" && expiredAt) timeline.push({ kind: "expired", at: at(expiredAt) });
  return timeline.sort((a, b) => a.at.localeCompare(b.at));
}

async function refundAuthors(row: DetailRow): Promise<Map<string, string>> {
  const ids = [...new Set(row.refunds.flatMap((refund) => (refund.createdById ? [refund.createdById] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, displayName: true } });
  return new Map(users.map((user) => [user.id, user.displayName]));
}

/** `GET /api/orders/{orderId}`: managers only (it shows the money); another account's order is a 404. */
export async function getOrderDetail(
  account: Account,
  orderId: string,
  now = new Date(),
): Promise<{ order: OrderDetail }> {
  requireManager(account);
  const row = await db.order.findFirst({
    where: { id: orderId, event: { accountKey: account.key } },
    select: detailSelect,
  });
  if (!row) throw new ApiError(404, "not_found", "Order not found.");
  const status = effectiveOrderStatus(row, now);
  const prices = ticketRefundAmounts(row);
  const authors = await refundAuthors(row);
  const isPaid = ["completed", "partially_refunded"].includes(row.status) && row.paymentProvider !== "free";
  const canRefundByCard = row.paymentProvider !== "stripe" || Boolean(row.stripePaymentIntentId);
  return {
    order: {
      id: row.id,
      reference: row.reference,
      status,
      eventId: row.eventId,
      eventTitle: row.event.title,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      currency: row.currency,
      subtotal: row.subtotal,
      discount: row.discount,
      total: row.total,
      refundedAmount: row.refundedAmount,
      refundable: isPaid && canRefundByCard ? Math.max(0, row.total - row.refundedAmount) : 0,
      provider: row.paymentProvider,
      stripePaymentIntentId: row.stripePaymentIntentId,
      stripeCheckoutSessionId: row.stripeCheckoutSessionId,
      promoCode: row.promoCode?.code ?? null,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
      ref: row.ref,
      ...orderDatesJson(row),
      items: [...row.items].sort(byTicketTypePosition).map((item) => ({
        ticketTypeId: item.ticketTypeId,
        name: item.ticketType.name,
        quantity: item.quantity,
        releasedQuantity: item.releasedQuantity,
        unitPrice: item.unitPrice,
      })),
      attendees: row.attendees.map((attendee) => ({
        id: attendee.id,
        name: attendee.name,
        email: attendee.email,
        ticketTypeName: attendee.ticketType.name,
        checkedInAt: iso(attendee.checkedInAt),
        voidedAt: iso(attendee.voidedAt),
        refundAmount: prices.get(attendee.id) ?? 0,
      })),
      refunds: row.refunds.map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        provider: refund.provider,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
        createdByName: refund.createdById ? (authors.get(refund.createdById) ?? null) : null,
      })),
      timeline: timelineOf(row, status),
    },
  };
}
