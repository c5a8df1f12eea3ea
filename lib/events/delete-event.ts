import "server-only";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { requireManager, type Account } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { getEventDetail } from "@/lib/events/event-detail";

/**
 * Deletes a draft that never had an order. Anything else has a history buyers and the host rely on
 * (tickets, payments, reports), so it is cancelled or archived instead.
 */
export async function deleteEvent(account: Account, eventId: string): Promise<{ event: EventDetail }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    const event = await getEventDetail(account, eventId, { client: tx });
    if (event.status !== "draft") {
      throw new ApiError(409, "not_a_draft", "Only a draft can be deleted. Cancel or archive this event instead.");
    }
    if (event.hasOrders) {
      throw new ApiError(
        409,
        "has_orders",
        "This event has orders, so it cannot be deleted. Cancel or archive it instead.",
      );
    }
    await tx.event.delete({ where: { id: eventId } });
    return { event };
  });
}
