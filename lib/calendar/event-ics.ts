import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { buildCalendar } from "@/lib/calendar/ical";
import { calendarResponse, icalEventSelect, toIcalEvent, type IcalSourceEvent } from "@/lib/calendar/ical-event";
import type { Account } from "@/lib/events/account";

function eventDownload(event: IcalSourceEvent): Response {
  return calendarResponse(buildCalendar({ name: event.title, events: [toIcalEvent(event)] }), {
    filename: `${event.slug}.ics`,
  });
}

/** `GET /api/events/{id}/ics`: any event of the host's own account, whatever its status; another account's is a 404. */
export async function hostEventIcs(account: Account, eventId: string): Promise<Response> {
  const event = await db.event.findFirst({ where: { id: eventId, accountKey: account.key }, select: icalEventSelect });
  if (!event) throw new ApiError(404, "not_found", "Event not found.");
  return eventDownload(event);
}

/**
 * `GET /api/public/events/{slug}/ics`: the "add to calendar" file of an event page, so only what
 * the page itself shows: published, public or unlisted. A cancelled event's page is gone, and so
 * is its file (subscribers learn of the cancellation through the feed).
 */
export async function publicEventIcs(slug: string): Promise<Response> {
  const event = await db.event.findFirst({
    where: { slug, status: "published", visibility: { in: ["public", "unlisted"] } },
    select: icalEventSelect,
  });
  if (!event) throw new ApiError(404, "not_found", "Event not found.");
  return eventDownload(event);
}
