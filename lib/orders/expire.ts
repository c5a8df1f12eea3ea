import "server-only";
import { db } from "@/lib/db";

/**
 * Marks reserved orders whose hold has run out as `expired`. Availability already ignores them
 * (it compares `reservedUntil` with now), so this only keeps statuses honest for the host's lists
 * and the buyer's page; it is called opportunistically, e.g. when the buyer opens their order.
 * Pass `orderId` to touch one order only. Answers how many orders it expired.
 */
export async function expireReservations(
  now: Date = new Date(),
  { orderId }: { orderId?: string } = {},
): Promise<number> {
  const { count } = await db.order.updateMany({
    where: { status: "reserved", reservedUntil: { lte: now }, ...(orderId ? { id: orderId } : {}) },
    data: { status: "expired" },
  });
  return count;
}
