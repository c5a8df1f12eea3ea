import type { Prisma } from "@/lib/generated/prisma/client";

// Columns of an event that several reads share (host detail, public page and lists, buyer's order
// page, order mails, calendar files), kept in one place so each concept is selected the same way.

/** What an event says about itself: the editor's details and the top of the event page. */
export const eventContentSelect = {
  title: true,
  summary: true,
  description: true,
  category: true,
  coverImage: true,
} as const satisfies Prisma.EventSelect;

/** Where an event takes place: its format and the venue (which an online event does not show). */
export const eventPlaceSelect = {
  format: true,
  venueName: true,
  venueAddress: true,
  venueCity: true,
  venueCountry: true,
} as const satisfies Prisma.EventSelect;

/** Where and when: the place, the event's time zone and its start and end instants. */
export const eventWhereWhenSelect = {
  ...eventPlaceSelect,
  timezone: true,
  startsAt: true,
  endsAt: true,
} as const satisfies Prisma.EventSelect;

export type EventPlace = {
  format: string;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueCountry: string;
};

/** The where-and-when fields; `Instant` is a Date as read and an ISO string once in an answer. */
export type EventWhereWhen<Instant = Date> = EventPlace & { timezone: string; startsAt: Instant; endsAt: Instant };

/** The columns that name an event's host publicly: the vendor's, else the personal account's user's. */
export const eventHostSelect = {
  vendor: { select: { name: true, slug: true } },
  user: { select: { displayName: true, hostSlug: true } },
} as const satisfies Prisma.EventSelect;

/** The host as public pages show and link it (/p/hosts/<slug>; a user without a host slug has no page yet). */
export type EventHost = { name: string; slug: string | null };

/**
 * `vendorPages`: whether vendors' host pages exist (ENABLE_VENDORS); while they do not, a vendor's
 * event names its host without a link (the page would be a 404).
 */
export function toEventHost(
  row: Prisma.EventGetPayload<{ select: typeof eventHostSelect }>,
  { vendorPages }: { vendorPages: boolean },
): EventHost {
  return row.vendor
    ? { name: row.vendor.name, slug: vendorPages ? row.vendor.slug : null }
    : { name: row.user?.displayName ?? "", slug: row.user?.hostSlug ?? null };
}

/** Ticket types in the order the event page shows them. */
export const ticketTypeOrder = [
  { position: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
] as const satisfies Prisma.TicketTypeOrderByWithRelationInput[];
