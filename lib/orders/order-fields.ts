import type { Prisma } from "@/lib/generated/prisma/client";

// Columns of an order that the host's list, the payments drawer, the buyer's page, checkout and the order mails share.

/** An order's reference, state, buyer and amounts: what every view of an order starts from. */
export const orderSummarySelect = {
  id: true,
  reference: true,
  status: true,
  buyerName: true,
  buyerEmail: true,
  subtotal: true,
  discount: true,
  total: true,
  currency: true,
  refundedAmount: true,
} as const satisfies Prisma.OrderSelect;

/** When an order was made, how long it is held, and when it was paid, completed or cancelled. */
export const orderDatesSelect = {
  createdAt: true,
  reservedUntil: true,
  paidAt: true,
  completedAt: true,
  cancelledAt: true,
} as const satisfies Prisma.OrderSelect;

type OrderDates = Prisma.OrderGetPayload<{ select: typeof orderDatesSelect }>;

/** Those moments as an answer of the API has them: ISO strings, null for what has not happened. */
export function orderDatesJson(order: OrderDates) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    createdAt: order.createdAt.toISOString(),
    reservedUntil: iso(order.reservedUntil),
    paidAt: iso(order.paidAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
  };
}

/** An order's lines with their ticket type's name; `position` orders them like the event page (`byTicketTypePosition`). */
export const orderLineSelect = {
  quantity: true,
  unitPrice: true,
  ticketType: { select: { name: true, position: true } },
} as const satisfies Prisma.OrderItemSelect;

/** Sorts lines or tickets the way the event page lists their ticket types. */
export function byTicketTypePosition(
  a: { ticketType: { position: number } },
  b: { ticketType: { position: number } },
): number {
  return a.ticketType.position - b.ticketType.position;
}
