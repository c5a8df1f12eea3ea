import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Account } from "@/lib/events/account";
import type { EventList, EventListItem, EventTabCounts } from "@/lib/events/answers";
import { REVENUE_STATUSES, SOLD_STATUSES } from "@/lib/events/order-rules";
import type { EventFormat, EventStatus, EventTab, EventVisibility, ListEventsQuery } from "@/lib/events/schema";
import { containsAnySql } from "@/lib/events/search-text";

// The host's events list: one tab, searched, sorted and paged in SQL, with the numbers of the page's
// events read by grouped queries over just those ids (never one query per event).

/** Each tab's condition. "Ended" is not stored: a published event whose end has passed is past. */
function tabSql(tab: EventTab, now: Date): Prisma.Sql {
  switch (tab) {
    case "upcoming":
      return Prisma.sql`"status" = 'published' AND "endsAt" >= ${now}`;
    case "past":
      return Prisma.sql`"status" = 'published' AND "endsAt" < ${now}`;
    case "drafts":
      return Prisma.sql`"status" = 'draft'`;
    case "cancelled":
      return Prisma.sql`"status" = 'cancelled'`;
    case "archived":
      return Prisma.sql`"status" = 'archived'`;
  }
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

const listItemSelect = {
  id: true,
  slug: true,
  title: true,
  status: true,
  visibility: true,
  startsAt: true,
  endsAt: true,
  timezone: true,
  venueName: true,
  venueCity: true,
  format: true,
  coverImage: true,
  currency: true,
  capacity: true,
} as const satisfies Prisma.EventSelect;

const toNumber = (value: bigint | number | null | undefined) => Number(value ?? 0);
const statusList = (statuses: readonly string[]) => Prisma.join(statuses.map((status) => Prisma.sql`${status}`));

/** What can be sold at most: the lower of the event's capacity and its ticket quantities (a draft without tickets: its capacity). */
export function effectiveCapacity(capacity: number | null, ticketQuantities: number, ticketTypeCount: number): number {
  if (capacity === null) return ticketQuantities;
  return ticketTypeCount === 0 ? capacity : Math.min(capacity, ticketQuantities);
}

export async function listEvents(account: Account, query: ListEventsQuery, now = new Date()): Promise<EventList> {
  const { tab, search, sort, page, pageSize } = query;
  const scope = Prisma.sql`"accountKey" = ${account.key} ${search ? Prisma.sql`AND ${containsAnySql(['"title"', '"venueCity"'], search)}` : Prisma.empty}`;
  const where = Prisma.sql`WHERE ${scope} AND ${tabSql(tab, now)}`;

  const [[countRow], [tabRow], pageIds] = await Promise.all([
    db.$queryRaw<{ total: bigint }[]>`SELECT COUNT(*) AS "total" FROM "Event" ${where}`,
    db.$queryRaw<Record<keyof EventTabCounts, bigint | null>[]>`
      SELECT
        SUM(CASE WHEN ${tabSql("upcoming", now)} THEN 1 ELSE 0 END) AS "upcoming",
        SUM(CASE WHEN ${tabSql("drafts", now)} THEN 1 ELSE 0 END) AS "drafts",
        SUM(CASE WHEN ${tabSql("past", now)} THEN 1 ELSE 0 END) AS "past",
        SUM(CASE WHEN ${tabSql("cancelled", now)} THEN 1 ELSE 0 END) AS "cancelled",
        SUM(CASE WHEN ${tabSql("archived", now)} THEN 1 ELSE 0 END) AS "archived"
      FROM "Event" WHERE ${scope}`,
    db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Event" ${where}
      ORDER BY ${Prisma.raw(SORT_SQL[sort])}, "id" ASC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  ]);
  const counts: EventTabCounts = {
    upcoming: toNumber(tabRow.upcoming),
    drafts: toNumber(tabRow.drafts),
    past: toNumber(tabRow.past),
    cancelled: toNumber(tabRow.cancelled),
    archived: toNumber(tabRow.archived),
  };
  const ids = pageIds.map((row) => row.id);
  if (ids.length === 0) return { events: [], total: toNumber(countRow.total), page, pageSize, counts };

  const [rows, quantities, soldRows, moneyRows] = await Promise.all([
    db.event.findMany({ where: { id: { in: ids } }, select: listItemSelect }),
    db.ticketType.groupBy({
      by: ["eventId"],
      where: { eventId: { in: ids } },
      _sum: { quantity: true },
      _count: { _all: true },
    }),
    db.$queryRaw<{ eventId: string; sold: bigint | number | null }[]>`
      SELECT o."eventId" AS "eventId", SUM(oi."quantity") AS "sold"
      FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
      WHERE o."eventId" IN (${Prisma.join(ids)}) AND o."status" IN (${statusList(SOLD_STATUSES)})
      GROUP BY o."eventId"`,
    db.$queryRaw<{ eventId: string; revenue: bigint | number | null; orders: bigint | number | null }[]>`
      SELECT "eventId", SUM("total" - "refundedAmount") AS "revenue",
        SUM(CASE WHEN "status" IN (${statusList(SOLD_STATUSES)}) THEN 1 ELSE 0 END) AS "orders"
      FROM "Order"
      WHERE "eventId" IN (${Prisma.join(ids)}) AND "status" IN (${statusList(REVENUE_STATUSES)})
      GROUP BY "eventId"`,
  ]);
  const quantityByEvent = new Map(
    quantities.map((row) => [row.eventId, { sum: row._sum.quantity ?? 0, count: row._count._all }]),
  );
  const soldByEvent = new Map(soldRows.map((row) => [row.eventId, toNumber(row.sold)]));
  const moneyByEvent = new Map(
    moneyRows.map((row) => [row.eventId, { revenue: toNumber(row.revenue), orders: toNumber(row.orders) }]),
  );
  const rowsById = new Map(rows.map((row) => [row.id, row]));

  // In the SQL order; an event deleted between the two reads is left out rather than failing the page.
  const events = ids.flatMap((id): EventListItem[] => {
    const row = rowsById.get(id);
    if (!row) return [];
    const tickets = quantityByEvent.get(id) ?? { sum: 0, count: 0 };
    const money = moneyByEvent.get(id) ?? { revenue: 0, orders: 0 };
    return [
      {
        ...row,
        status: row.status as EventStatus,
        ended: row.status === "published" && row.endsAt < now,
        visibility: row.visibility as EventVisibility,
        format: row.format as EventFormat,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        capacity: effectiveCapacity(row.capacity, tickets.sum, tickets.count),
        ticketsSold: soldByEvent.get(id) ?? 0,
        revenue: money.revenue,
        ordersCount: money.orders,
      },
    ];
  });
  return { events, total: toNumber(countRow.total), page, pageSize, counts };
}
