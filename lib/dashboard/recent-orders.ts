import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Account } from "@/lib/events/account";
import { effectiveOrderStatus } from "@/lib/events/order-rules";
import type { RecentOrder } from "@/lib/dashboard/schema";

/** How many of the latest orders the dashboard lists. */
export const RECENT_ORDERS_LIMIT = 8;

/**
 * Orders worth listing: everything but abandoned checkouts (expired, or reserved past their time).
 * A live reservation shows, as a checkout in progress.
 */
function listedOrderWhere(now: Date): Prisma.OrderWhereInput {
  return {
    OR: [{ status: { notIn: ["reserved", "expired"] } }, { status: "reserved", reservedUntil: { gt: now } }],
  };
}

/** The account's latest orders, newest first. */
export async function readRecentOrders(account: Account, now: Date): Promise<RecentOrder[]> {
  const rows = await db.order.findMany({
    where: { event: { accountKey: account.key }, ...listedOrderWhere(now) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_ORDERS_LIMIT,
    select: {
      id: true,
      reference: true,
      eventId: true,
      buyerName: true,
      total: true,
      currency: true,
      status: true,
      reservedUntil: true,
      paymentDueAt: true,
      createdAt: true,
      event: { select: { title: true } },
      items: { select: { quantity: true } },
    },
  });
  return rows.map(({ event, items, reservedUntil, paymentDueAt, ...order }) => ({
    ...order,
    eventTitle: event.title,
    tickets: items.reduce((sum, item) => sum + item.quantity, 0),
    status: effectiveOrderStatus({ status: order.status, reservedUntil, paymentDueAt }, now),
    createdAt: order.createdAt.toISOString(),
  }));
}
