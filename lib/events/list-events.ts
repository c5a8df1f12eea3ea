import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Account } from "@/lib/events/account";
import type { EventList, EventListItem, EventTabCounts } from "@/lib/events/answers";
import { readEventListPage, readEventTabCounts } from "@/lib/events/sql";
import type { EventFormat, EventStatus, EventTab, EventVisibility, ListEventsQuery } from "@/lib/events/schema";
import { containsAnySql } from "@/lib/events/search-text";

// The host's events list: one tab, searched, sorted and paged in SQL, each event of the page with
// its sales as the database keeps them (EventSales, kept by triggers on the orders), in the same
// statement (never one query per event, never a sum over every order on a read).

/**
 * Each tab's condition. "Ended" is not stored: a published event whose end has passed is past.
 * `endsAt` is the column's expression: the page writes it `+"endsAt"`, which keeps SQLite from
 * taking the (accountKey, status, endsAt) index made for the counts and then sorting every event of
 * the tab; the (accountKey, status, startsAt, endsAt, id) index gives the default page in order.
 */
function tabSql(tab: EventTab, now: Date, endsAt = Prisma.raw(`"endsAt"`)): Prisma.Sql {
  switch (tab) {
    case "upcoming":
      return Prisma.sql`"status" = 'published' AND ${endsAt} >= ${now}`;
    case "past":
      return Prisma.sql`"status" = 'published' AND ${endsAt} < ${now}`;
    case "drafts":
      return Prisma.sql`"status" = 'draft'`;
    case "cancelled":
      return Prisma.sql`"status" = 'cancelled'`;
    case "archived":
      return Prisma.sql`"status" = 'archived'`;
  }
}

const TABS: readonly EventTab[] = ["upcoming", "drafts", "past", "cancelled", "archived"];

/**
 * Each tab's count of the account's events in `scope`. Without a search each one is a range of
 * the (accountKey, status, endsAt) index, counted without reading a row; a search has to read the
 * rows anyway, so it counts all tabs in one pass over them.
 */
function tabCountsSql(scope: Prisma.Sql, searching: boolean, now: Date): Prisma.Sql {
  if (searching) {
    const sums = TABS.map(
      (tab) => Prisma.sql`SUM(CASE WHEN ${tabSql(tab, now)} THEN 1 ELSE 0 END) AS ${Prisma.raw(`"${tab}"`)}`,
    );
    return Prisma.sql`${Prisma.join(sums)} FROM "Event" WHERE ${scope}`;
  }
  const counts = TABS.map(
    (tab) =>
      Prisma.sql`(SELECT COUNT(*) FROM "Event" WHERE ${scope} AND ${tabSql(tab, now)}) AS ${Prisma.raw(`"${tab}"`)}`,
  );
  return Prisma.join(counts);
}

/** Only these fixed texts reach the ORDER BY; the id breaks ties so pages never overlap. */
const SORT_SQL: Record<ListEventsQuery["sort"], string> = {
  startsAt: `"startsAt" ASC`,
  "-startsAt": `"startsAt" DESC`,
  title: `"title" COLLATE NOCASE ASC`,
  "-title": `"title" COLLATE NOCASE DESC`,
  createdAt: `"createdAt" ASC`,
  "-createdAt": `"createdAt" DESC`,
};

const toNumber = (value: bigint | number | null | undefined) => Number(value ?? 0);

/** What can be sold at most: the lower of the event's capacity and its ticket quantities (a draft without tickets: its capacity). */
export function effectiveCapacity(capacity: number | null, ticketQuantities: number, ticketTypeCount: number): number {
  if (capacity === null) return ticketQuantities;
  return ticketTypeCount === 0 ? capacity : Math.min(capacity, ticketQuantities);
}

export async function listEvents(account: Account, query: ListEventsQuery, now = new Date()): Promise<EventList> {
  const { tab, search, sort, page, pageSize } = query;
  const scope = Prisma.sql`"accountKey" = ${account.key} ${search ? Prisma.sql`AND ${containsAnySql(['"title"', '"venueCity"'], search)}` : Prisma.empty}`;
  const where = Prisma.sql`WHERE ${scope} AND ${tabSql(tab, now, Prisma.raw(`+"endsAt"`))}`;

  // Prepared statements (lib/events/sql.ts): the tabs' counts over the same scope (the tab's own
  // count is the total), then the page with each event's numbers.
  const tabRow = readEventTabCounts<Record<keyof EventTabCounts, number | null>>(tabCountsSql(scope, !!search, now));
  const counts: EventTabCounts = {
    upcoming: toNumber(tabRow.upcoming),
    drafts: toNumber(tabRow.drafts),
    past: toNumber(tabRow.past),
    cancelled: toNumber(tabRow.cancelled),
    archived: toNumber(tabRow.archived),
  };
  const total = counts[tab];
  const orderBy = Prisma.sql`ORDER BY ${Prisma.raw(SORT_SQL[sort])}, "id" ASC`;
  const rows = readEventListPage(where, orderBy, pageSize, (page - 1) * pageSize);

  // Field by field, in the order of the former select (a spread whose dates were then replaced by
  // strings put every item on V8's slow path).
  const events = rows.map((row): EventListItem => {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status as EventStatus,
      visibility: row.visibility as EventVisibility,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timezone: row.timezone,
      venueName: row.venueName,
      venueCity: row.venueCity,
      format: row.format as EventFormat,
      coverImage: row.coverImage,
      currency: row.currency,
      capacity: effectiveCapacity(row.capacity, row.ticketQuantities, row.ticketTypes),
      ended: row.status === "published" && row.endsAt < now,
      ticketsSold: toNumber(row.sold),
      revenue: toNumber(row.revenue),
      ordersCount: toNumber(row.orders),
    };
  });
  return { events, total, page, pageSize, counts };
}
