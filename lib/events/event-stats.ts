import "server-only";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import type { EventStats } from "@/lib/events/answers";
import { requireAccountEvent } from "@/lib/events/event-access";
import { eventPublicPath, loadTicketTypeCounts } from "@/lib/events/event-detail";
import { effectiveCapacity } from "@/lib/events/list-events";
import { cancellableOrderWhere, REVENUE_STATUSES } from "@/lib/events/order-rules";
import { readAttendeeTotals } from "@/lib/events/sql";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/events/schema";

/**
 * The event's overview numbers. `activeOrders` is what cancelling the event would cancel, so the
 * confirmation dialog can say how many orders it touches before the host agrees.
 */
export async function getEventStats(account: Account, eventId: string, now = new Date()): Promise<EventStats> {
  const event = await requireAccountEvent(account, eventId);
  // The valid tickets and how many are checked in, as the database keeps them (EventAttendance).
  const { attendees, checkedIn } = readAttendeeTotals(eventId);
  const [ticketTypes, counts, money, activeOrders, byStatus, lapsedReservations, overdue] = await Promise.all([
    db.ticketType.findMany({
      where: { eventId },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { id: true, name: true, quantity: true },
    }),
    loadTicketTypeCounts(db, [eventId], now),
    db.order.aggregate({
      where: { eventId, status: { in: [...REVENUE_STATUSES] } },
      _sum: { total: true, refundedAmount: true },
    }),
    db.order.count({ where: { eventId, ...cancellableOrderWhere(now) } }),
    db.order.groupBy({ by: ["status"], where: { eventId }, _count: { _all: true } }),
    db.order.count({
      where: { eventId, status: "reserved", OR: [{ reservedUntil: null }, { reservedUntil: { lte: now } }] },
    }),
    db.order.count({ where: { eventId, status: "awaiting_payment", paymentDueAt: { lte: now } } }),
  ]);
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const group of byStatus) ordersByStatus[group.status as OrderStatus] = group._count._all;
  // A reservation whose time ran out, or an offline order past its payment deadline, reads as
  // expired (see effectiveOrderStatus), swept or not.
  ordersByStatus.reserved -= lapsedReservations;
  ordersByStatus.awaiting_payment -= overdue;
  ordersByStatus.expired += lapsedReservations + overdue;
  const perType = ticketTypes.map((ticketType) => ({
    ...ticketType,
    sold: counts.get(ticketType.id)?.sold ?? 0,
    held: counts.get(ticketType.id)?.held ?? 0,
  }));
  return {
    sold: perType.reduce((sum, ticketType) => sum + ticketType.sold, 0),
    capacity: effectiveCapacity(
      event.capacity,
      ticketTypes.reduce((sum, ticketType) => sum + ticketType.quantity, 0),
      ticketTypes.length,
    ),
    revenue: (money._sum.total ?? 0) - (money._sum.refundedAmount ?? 0),
    currency: event.currency,
    checkedIn,
    attendees,
    activeOrders,
    ordersByStatus,
    publicUrl: eventPublicPath(event.slug),
    ticketTypes: perType,
  };
}
