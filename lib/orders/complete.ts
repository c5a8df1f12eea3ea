import "server-only";
import type { Tx } from "@/lib/db";
import { newTicketCode } from "@/lib/orders/codes";
import { keepingSales } from "@/lib/analytics/rollup";

export { newTicketCode } from "@/lib/orders/codes";

/** Statuses whose tickets are valid at the door. */
export const TICKETED_STATUSES = ["completed", "partially_refunded"] as const;

/**
 * Completes an order inside the caller's transaction: status `completed` and one attendee per
 * ticket, each with a fresh code. Completing an already completed order changes nothing, so a
 * retried payment confirmation cannot double the tickets.
 */
export async function completeOrder(
  tx: Tx,
  orderId: string,
  options: { paidAt?: Date; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      eventId: true,
      buyerName: true,
      buyerEmail: true,
      items: { select: { ticketTypeId: true, quantity: true } },
    },
  });
  if (!order) throw new Error(`Order ${orderId} does not exist.`);
  if (order.status === "completed") return;

  // The analytics rollup counts the order and its tickets in the same transaction.
  await keepingSales(tx, orderId, async () => {
    await tx.order.update({
      where: { id: orderId },
      data: { status: "completed", completedAt: now, paidAt: options.paidAt ?? null, reservedUntil: null },
    });
    await tx.attendee.createMany({
      data: order.items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          orderId,
          eventId: order.eventId,
          ticketTypeId: item.ticketTypeId,
          name: order.buyerName,
          email: order.buyerEmail,
          code: newTicketCode(),
        })),
      ),
    });
  });
}
