import "server-only";
import { getAppUrl } from "@/lib/app-url";
import type { IcalEvent } from "@/lib/calendar/ical";
import { eventPlaceSelect } from "@/lib/events/event-fields";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The columns an event needs to become a VEVENT. */
export const icalEventSelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  status: true,
  visibility: true,
  ...eventPlaceSelect,
  startsAt: true,
  endsAt: true,
  updatedAt: true,
} as const satisfies Prisma.EventSelect;

export type IcalSourceEvent = Prisma.EventGetPayload<{ select: typeof icalEventSelect }>;

/**
 * A stable UID per event (RFC 5545 wants it globally unique): the feed, the per-event download and
 * the confirmation mail's attachment all use it, so a calendar app that saw the event twice
 * updates one entry instead of showing two.
 */
export function eventUid(eventId: string): string {
  return `${eventId}@${new URL(getAppUrl()).host}`;
}

/** The public page of an event, or undefined for a private one, whose page nobody else can open. */
export function publicEventUrl(event: Pick<IcalSourceEvent, "slug" | "visibility">): string | undefined {
  return event.visibility === "private" ? undefined : `${getAppUrl()}/p/event/${event.slug}`;
}

export function toIcalEvent(event: IcalSourceEvent): IcalEvent {
  const url = publicEventUrl(event);
  // The online link stays out on purpose: it is for ticket holders only (PRODUCT.md), and a feed
  // or a downloaded file travels further than a ticket does.
  const place =
    event.format === "online" ? [] : [event.venueName, event.venueAddress, event.venueCity, event.venueCountry];
  const location = place.filter(Boolean).join(", ");
  const description = [event.summary, url].filter(Boolean).join("\n\n");
  return {
    uid: eventUid(event.id),
    title: event.title,
    description: description || undefined,
    location: location || undefined,
    url,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    status: event.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    updatedAt: event.updatedAt,
  };
}

/** A `text/calendar` answer; `filename` makes it a download (per-event `.ics`), without it calendar apps read it in place (feed). */
export function calendarResponse(
  body: string,
  { filename, cacheSeconds = 0 }: { filename?: string; cacheSeconds?: number } = {},
): Response {
  const headers = new Headers({
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": cacheSeconds > 0 ? `private, max-age=${cacheSeconds}` : "no-store",
    "x-content-type-options": "nosniff",
  });
  if (filename) headers.set("content-disposition", `attachment; filename="${filename}"`);
  return new Response(body, { status: 200, headers });
}
