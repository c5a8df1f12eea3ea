import "server-only";
import type { Tx } from "@/lib/db";
import { heldOrderWhere } from "@/lib/events/order-rules";

/** Tickets of an event that are sold or held at `now`, overall and for one ticket type if asked. */
export async function countHeldTickets(
  client: Tx,
  { eventId, ticketTypeId, now }: { eventId: string; ticketTypeId?: string; now: Date },
): Promise<number> {
  const result = await client.orderItem.aggregate({
    where: { ...(ticketTypeId ? { ticketTypeId } : {}), order: { eventId, ...heldOrderWhere(now) } },
    _sum: { quantity: true },
  });
  return result._sum.quantity ?? 0;
}
