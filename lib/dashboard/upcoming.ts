import "server-only";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import { loadTicketTypeCounts } from "@/lib/events/event-detail";
import { effectiveCapacity } from "@/lib/events/list-events";
import type { EventFormat, EventStatus } from "@/lib/events/schema";
import type { UpcomingEvent } from "@/lib/dashboard/schema";

// The account's published events that have not ended, soonest first, with their tickets sold and
// taken against what can be sold: the "upcoming" list and the capacity rules of "needs attention"
// read the same rows. "Sold" and "capacity" are computed as on the events screens (event-detail's
// grouped ticket counts and list-events' effective capacity).

/** How many upcoming events are read at most (soonest first): more than any host runs at once. */
export const UPCOMING_SCAN_LIMIT = 200;

const upcomingSelect = {
  id: true,
  title: true,
  status: true,
  format: true,
  coverImage: true,
  venueName: true,
  venueCity: true,
  timezone: true,
  startsAt: true,
  endsAt: true,
  capacity: true,
} as const;

/** Published events of the account that have not ended (as the events list's "upcoming" tab), with their stock. */
export async function readUpcomingStock(account: Account, now: Date): Promise<UpcomingEvent[]> {
  const events = await db.event.findMany({
    where: { accountKey: account.key, status: "published", endsAt: { gte: now } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: UPCOMING_SCAN_LIMIT,
    select: upcomingSelect,
  });
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);
  const [ticketTypes, counts] = await Promise.all([
    db.ticketType.findMany({ where: { eventId: { in: ids } }, select: { id: true, eventId: true, quantity: true } }),
    loadTicketTypeCounts(db, ids, now),
  ]);
  const stock = new Map<string, { quantity: number; types: number; sold: number; held: number }>();
  for (const ticketType of ticketTypes) {
    const row = stock.get(ticketType.eventId) ?? { quantity: 0, types: 0, sold: 0, held: 0 };
    const ticketCounts = counts.get(ticketType.id);
    stock.set(ticketType.eventId, {
      quantity: row.quantity + ticketType.quantity,
      types: row.types + 1,
      sold: row.sold + (ticketCounts?.sold ?? 0),
      held: row.held + (ticketCounts?.held ?? 0),
    });
  }
  return events.map(({ capacity, ...event }) => {
    const row = stock.get(event.id) ?? { quantity: 0, types: 0, sold: 0, held: 0 };
    return {
      ...event,
      status: event.status as EventStatus,
      format: event.format as EventFormat,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      sold: row.sold,
      held: row.held,
      capacity: effectiveCapacity(capacity, row.quantity, row.types),
    };
  });
}
