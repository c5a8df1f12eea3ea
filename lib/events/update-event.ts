import "server-only";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { requireManager, type Account } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { isUniqueViolation } from "@/lib/db-errors";
import { eventNotFound } from "@/lib/events/event-access";
import { getEventDetail } from "@/lib/events/event-detail";
import { countHeldTickets } from "@/lib/events/event-holdings";
import { fieldError, slugTaken } from "@/lib/events/errors";
import { sanitizeDescription } from "@/lib/events/sanitize-description";
import type { UpdateEventData } from "@/lib/events/schema";
import { isSlugTaken } from "@/lib/events/slug";

/**
 * Changes some fields of an event. What the schema cannot see is checked against the stored row:
 * the end must stay after the start when only one of them changes, a new slug must be free, the
 * currency is fixed once there are orders (their amounts are in it), and the capacity cannot drop
 * below the tickets already sold or held.
 */
export async function updateEvent(
  account: Account,
  eventId: string,
  data: UpdateEventData,
  now = new Date(),
): Promise<{ event: EventDetail }> {
  requireManager(account);
  try {
    await db.$transaction(async (tx) => {
      const current = await tx.event.findFirst({
        where: { id: eventId, accountKey: account.key },
        select: { id: true, slug: true, startsAt: true, endsAt: true, currency: true },
      });
      if (!current) throw eventNotFound();
      const startsAt = data.startsAt ?? current.startsAt;
      const endsAt = data.endsAt ?? current.endsAt;
      if (endsAt <= startsAt) throw fieldError(["endsAt"], "endsBeforeStart");
      if (data.slug !== undefined && data.slug !== current.slug && (await isSlugTaken(tx, data.slug, current.id)))
        throw slugTaken();
      if (
        data.currency !== undefined &&
        data.currency !== current.currency &&
        (await tx.order.findFirst({ where: { eventId }, select: { id: true } }))
      ) {
        throw new ApiError(409, "currency_locked", "The currency cannot change once the event has orders.");
      }
      if (typeof data.capacity === "number") {
        const held = await countHeldTickets(tx, { eventId, now });
        if (data.capacity < held) {
          throw new ApiError(
            409,
            "capacity_below_held",
            `${held} tickets are already sold or reserved; the capacity cannot be lower.`,
            [{ path: ["capacity"], code: "custom", message: `At least ${held}.` }],
          );
        }
      }
      const { description, ...fields } = data;
      await tx.event.update({
        where: { id: eventId },
        data: { ...fields, ...(description !== undefined ? { description: sanitizeDescription(description) } : {}) },
      });
    });
  } catch (error) {
    // Two hosts taking the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return { event: await getEventDetail(account, eventId, { now }) };
}
