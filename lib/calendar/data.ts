import "server-only";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import type { CalendarEvent, CalendarRange } from "@/lib/calendar/schema";
import type { EventFormat, EventStatus } from "@/lib/events/schema";
import { heldOrderWhere } from "@/lib/orders/availability";

/**
 * More events than any account holds in 400 days; a bound so that a pathological account cannot
 * make one calendar request read without limit.
 */
const MAX_CALENDAR_EVENTS = 2000;

/**
 * The account's events that overlap [from, to): drafts, published and cancelled ones (the screen
 * styles or hides them), not archived ones, which the host put away on purpose. Each carries how
 * many orders hold tickets (the stock rule's held orders: their buyers are the people a moved event
 * would affect), so moving it can ask first.
 */
export async function listCalendarEvents(
  account: Account,
  { from, to }: CalendarRange,
  now = new Date(),
): Promise<CalendarEvent[]> {
  const events = await db.event.findMany({
    where: { accountKey: account.key, status: { not: "archived" }, startsAt: { lt: to }, endsAt: { gt: from } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: MAX_CALENDAR_EVENTS,
    select: {
      id: true,
      title: true,
      slug: true,
      status: true,
      startsAt: true,
      endsAt: true,
      timezone: true,
      venueName: true,
      format: true,
      _count: {
        select: {
          orders: {
            where: heldOrderWhere(now),
          },
        },
      },
    },
  });
  return events.map(({ _count, startsAt, endsAt, status, format, ...event }) => ({
    ...event,
    status: status as EventStatus,
    format: format as EventFormat,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    ordersCount: _count.orders,
  }));
}
