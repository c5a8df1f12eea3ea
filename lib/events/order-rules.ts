import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/events/schema";
import { HOLDING_STATUSES, heldOrderWhere, payableOrderWhere } from "@/lib/orders/availability";
import { TICKETED_STATUSES } from "@/lib/orders/complete";

// Which orders count for what, in one place, so the list, the overview, the ticket types and the
// promo codes agree with each other and with the stock rules of lib/orders/availability.ts.

export { HOLDING_STATUSES, heldOrderWhere };
/** Orders whose tickets are sold (and valid at the door): paid or free, and not fully refunded. */
export const SOLD_STATUSES = TICKETED_STATUSES;
/** Orders that brought money in; a refunded order adds its total minus its refund, i.e. nothing. */
export const REVENUE_STATUSES = [
  "completed",
  "partially_refunded",
  "refunded",
] as const satisfies readonly OrderStatus[];

/**
 * A reservation whose time has run out, or an offline order past its payment deadline, is expired,
 * whether or not a sweep has written that yet (lib/orders/expire.ts, lib/orders/expire-payments.ts).
 */
export function effectiveOrderStatus(
  order: { status: string; reservedUntil: Date | null; paymentDueAt: Date | null },
  now: Date,
): OrderStatus {
  if (order.status === "reserved" && (!order.reservedUntil || order.reservedUntil <= now)) return "expired";
  if (order.status === "awaiting_payment" && order.paymentDueAt && order.paymentDueAt <= now) return "expired";
  return order.status as OrderStatus;
}

/**
 * Orders that cancelling the event (or the host's "cancel") still cancels: unexpired reservations
 * and offline orders awaiting payment before their deadline (past it they expire instead).
 */
export function cancellableOrderWhere(now: Date): Prisma.OrderWhereInput {
  return { OR: [payableOrderWhere(now), { status: "reserved", reservedUntil: { gt: now } }] };
}
