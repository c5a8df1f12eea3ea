import "server-only";
import { eventHostSelect, toEventHost } from "@/lib/events/event-fields";
import { containsAnySql } from "@/lib/events/search-text";
import { db } from "@/lib/db";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { heldOrderWhere, isOnSale } from "@/lib/orders/availability";
import { summariseTickets } from "@/lib/public/ticket-summary";
import type { PublicEventCard, PublicEventPage } from "@/lib/public/schema";

// Reads for the public lists: the home page (and GET /api/public/events) and host pages.
// Only published, public events appear in lists; unlisted ones open by link only.

const cardSelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  category: true,
  coverImage: true,
  format: true,
  venueName: true,
  venueCity: true,
  venueCountry: true,
  timezone: true,
  startsAt: true,
  endsAt: true,
  currency: true,
  status: true,
  capacity: true,
  ...eventHostSelect,
} satisfies Prisma.EventSelect;

type CardRow = Prisma.EventGetPayload<{ select: typeof cardSelect }>;

/** Listed events: published and public. "Upcoming" includes one that is under way until it ends. */
export function listedEventsWhere(now: Date): Prisma.EventWhereInput {
  return { status: "published", visibility: "public", endsAt: { gt: now } };
}

/**
 * The price and stock summary of each event on one page of cards: two grouped queries for the
 * whole page (visible ticket types, then tickets held per ticket type), not one per card.
 */
async function attachTicketSummaries(rows: CardRow[], now: Date): Promise<PublicEventCard[]> {
  const eventIds = rows.map((row) => row.id);
  const vendorPages = await isFeatureEnabled("ENABLE_VENDORS");
  const ticketTypes = eventIds.length
    ? await db.ticketType.findMany({
        where: { eventId: { in: eventIds }, hidden: false },
        select: { id: true, eventId: true, price: true, quantity: true, salesStartAt: true, salesEndAt: true },
      })
    : [];
  const held = ticketTypes.length
    ? await db.orderItem.groupBy({
        by: ["ticketTypeId"],
        where: { ticketTypeId: { in: ticketTypes.map((ticket) => ticket.id) }, order: heldOrderWhere(now) },
        _sum: { quantity: true },
      })
    : [];
  const heldByTicketType = new Map(held.map((row) => [row.ticketTypeId, row._sum.quantity ?? 0]));

  return rows.map(({ capacity, vendor, user, ...event }) => {
    const stock = ticketTypes
      .filter((ticket) => ticket.eventId === event.id)
      .map((ticket) => ({
        price: ticket.price,
        quantity: ticket.quantity,
        held: heldByTicketType.get(ticket.id) ?? 0,
        isOnSale: isOnSale(ticket, now),
      }));
    const heldTotal = stock.reduce((sum, ticket) => sum + ticket.held, 0);
    const { lowestPrice, isSoldOut } = summariseTickets(stock, capacity, heldTotal);
    return { ...event, host: toEventHost({ vendor, user }, { vendorPages }), lowestPrice, isSoldOut };
  });
}

/**
 * One page of upcoming public events, soonest first, optionally matching `search` in the title,
 * the city or the host's name — folded like the host's own searches (lib/events/search-text.ts:
 * "istanbul" finds "İstanbul", % and _ are plain characters). Filtering, counting and paging run in SQL.
 */
export async function listPublicEvents(
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
  now = new Date(),
): Promise<PublicEventPage> {
  const where: Prisma.EventWhereInput = {
    ...listedEventsWhere(now),
    ...(search ? { id: { in: await eventIdsMatching(search) } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.event.findMany({
      where,
      select: cardSelect,
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.event.count({ where }),
  ]);
  return { events: await attachTicketSummaries(rows, now), total, page, pageSize };
}

async function eventIdsMatching(search: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT e."id" FROM "Event" e LEFT JOIN "Vendor" v ON v."id" = e."vendorId" LEFT JOIN "User" u ON u."id" = e."userId"
    WHERE e."status" = 'published' AND e."visibility" = 'public'
      AND ${containsAnySql(['e."title"', 'e."venueCity"', 'v."name"', 'u."displayName"'], search)}`;
  return rows.map((row) => row.id);
}

/** Cards for a host's page: upcoming (soonest first) or past (latest first), public events only. */
export async function listHostEvents(
  accountKey: string,
  when: "upcoming" | "past",
  { take, now = new Date() }: { take: number; now?: Date },
): Promise<PublicEventCard[]> {
  const rows = await db.event.findMany({
    where:
      when === "upcoming"
        ? { accountKey, ...listedEventsWhere(now) }
        : { accountKey, status: "published", visibility: "public", endsAt: { lte: now } },
    select: cardSelect,
    orderBy: when === "upcoming" ? [{ startsAt: "asc" }, { id: "asc" }] : [{ startsAt: "desc" }, { id: "asc" }],
    take,
  });
  return attachTicketSummaries(rows, now);
}

/** How many upcoming and past public events an account has. */
export async function countHostEvents(
  accountKey: string,
  now = new Date(),
): Promise<{ upcoming: number; past: number }> {
  const [upcoming, past] = await Promise.all([
    db.event.count({ where: { accountKey, ...listedEventsWhere(now) } }),
    db.event.count({ where: { accountKey, status: "published", visibility: "public", endsAt: { lte: now } } }),
  ]);
  return { upcoming, past };
}

/** The slug of an event by id, whatever its state (the caller checks what a visitor may see). */
export async function findEventSlugById(id: string): Promise<string | null> {
  const event = await db.event.findUnique({ where: { id }, select: { slug: true } });
  return event?.slug ?? null;
}
