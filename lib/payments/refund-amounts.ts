import type { Prisma } from "@/lib/generated/prisma/client";

/** The columns a refund decision reads of an order. */
export const refundableOrderSelect = {
  id: true,
  status: true,
  subtotal: true,
  total: true,
  refundedAmount: true,
  paymentProvider: true,
  stripePaymentIntentId: true,
  items: { select: { ticketTypeId: true, unitPrice: true } },
  attendees: { select: { id: true, ticketTypeId: true, voidedAt: true } },
} as const satisfies Prisma.OrderSelect;

export type RefundableOrder = Prisma.OrderGetPayload<{ select: typeof refundableOrderSelect }>;

/**
 * What refunding each ticket gives back: its ticket type's price in this order, less its share of
 * the promo code's discount (the order's total ÷ subtotal), rounded to a minor unit.
 */
export function ticketRefundAmounts(
  order: Pick<RefundableOrder, "subtotal" | "total" | "items" | "attendees">,
): Map<string, number> {
  const unitPrices = new Map(order.items.map((item) => [item.ticketTypeId, item.unitPrice]));
  const share = order.subtotal > 0 ? order.total / order.subtotal : 0;
  return new Map(
    order.attendees.map((attendee) => [attendee.id, Math.round((unitPrices.get(attendee.ticketTypeId) ?? 0) * share)]),
  );
}
