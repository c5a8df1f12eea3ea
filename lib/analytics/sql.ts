import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { readRows } from "@/lib/prepared-reads";
import { REVENUE_STATUSES } from "@/lib/events/order-rules";
import type { PeriodDay } from "@/lib/reports/period";

// The analytics' hand-written SQL, in one place: counting distinct visitors and bucketing by the
// account's days cannot be said through Prisma's query API without reading every row. Plain SQL
// that runs on SQLite and PostgreSQL alike; values are always bound parameters, and the only
// interpolated SQL is a grouping column picked from the fixed maps below.
//
// Definitions (issue 12): an order counts once completed (status completed, partially_refunded or
// refunded) and on the day it completed; revenue is total − refundedAmount per currency; tickets are
// the attendees of counted orders that were not voided by a refund; visitors are distinct visitor ids.

/**
 * Which rows a query reads: one account's events, optionally one event, in [start, end). With
 * `days` (the period's first and last day and the zone they are in) the summary may read the
 * account's daily rollup instead (`readRollup`).
 */
export type Scope = {
  accountKey: string;
  eventId?: string;
  start: Date;
  end: Date;
  days?: { from: string; to: string; timezone: string };
};

export type ViewGroup = "event" | "source" | "medium" | "campaign" | "ref";
export type OrderGroup = ViewGroup | "ticketType";

const VIEW_COLUMNS: Record<ViewGroup, Prisma.Sql> = {
  event: Prisma.raw('v."eventId"'),
  source: Prisma.raw('v."utmSource"'),
  medium: Prisma.raw('v."utmMedium"'),
  campaign: Prisma.raw('v."utmCampaign"'),
  ref: Prisma.raw('v."ref"'),
};

const ORDER_COLUMNS: Record<ViewGroup, Prisma.Sql> = {
  event: Prisma.raw('o."eventId"'),
  source: Prisma.raw('o."utmSource"'),
  medium: Prisma.raw('o."utmMedium"'),
  campaign: Prisma.raw('o."utmCampaign"'),
  ref: Prisma.raw('o."ref"'),
};

const COUNTED = Prisma.join(REVENUE_STATUSES.map((status) => Prisma.sql`${status}`));

type Count = bigint | number | null;
const toNumber = (value: Count) => Number(value ?? 0);

export type ViewCounts = { key: string | null; views: number; visitors: number };
export type OrderCounts = { key: string | null; currency: string; orders: number; revenue: number };
export type TicketCounts = { key: string | null; tickets: number; checkedIn: number };

function eventFilter(alias: "v" | "o", scope: Scope): Prisma.Sql {
  return scope.eventId ? Prisma.sql` AND ${Prisma.raw(`${alias}."eventId"`)} = ${scope.eventId}` : Prisma.empty;
}

function countedOrders(scope: Scope): Prisma.Sql {
  return Prisma.sql`e."accountKey" = ${scope.accountKey} AND o."status" IN (${COUNTED})
    AND o."completedAt" >= ${scope.start} AND o."completedAt" < ${scope.end}${eventFilter("o", scope)}`;
}

/** Page views and distinct visitors, in total (group null) or per group. */
export async function countViews(scope: Scope, group: ViewGroup | null): Promise<ViewCounts[]> {
  const key = group ? VIEW_COLUMNS[group] : Prisma.sql`NULL`;
  const rows = await db.$queryRaw<{ key: string | null; views: Count; visitors: Count }[]>`
    SELECT ${key} AS "key", COUNT(*) AS "views", COUNT(DISTINCT v."visitorId") AS "visitors"
    FROM "EventPageView" v JOIN "Event" e ON e."id" = v."eventId"
    WHERE e."accountKey" = ${scope.accountKey} AND v."createdAt" >= ${scope.start} AND v."createdAt" < ${scope.end}
      ${eventFilter("v", scope)}
    ${group ? Prisma.sql`GROUP BY ${key}` : Prisma.empty}`;
  return rows.map((row) => ({ key: row.key, views: toNumber(row.views), visitors: toNumber(row.visitors) }));
}

/**
 * Counted orders and their net revenue per currency, in total or per group. Per ticket type an
 * order counts once for each type it holds, and its net revenue is shared among its lines in
 * proportion to what each line cost.
 */
export async function countOrders(scope: Scope, group: OrderGroup | null): Promise<OrderCounts[]> {
  const rows =
    group === "ticketType"
      ? await db.$queryRaw<{ key: string | null; currency: string; orders: Count; revenue: Count }[]>`
          SELECT oi."ticketTypeId" AS "key", o."currency" AS "currency", COUNT(DISTINCT o."id") AS "orders",
            SUM(CASE WHEN o."subtotal" > 0
              THEN (o."total" - o."refundedAmount") * 1.0 * (oi."quantity" + oi."releasedQuantity") * oi."unitPrice" / o."subtotal"
              ELSE 0 END) AS "revenue"
          FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId" JOIN "Event" e ON e."id" = o."eventId"
          WHERE ${countedOrders(scope)}
          GROUP BY oi."ticketTypeId", o."currency"`
      : await db.$queryRaw<{ key: string | null; currency: string; orders: Count; revenue: Count }[]>`
          SELECT ${group ? ORDER_COLUMNS[group] : Prisma.sql`NULL`} AS "key", o."currency" AS "currency",
            COUNT(*) AS "orders", SUM(o."total" - o."refundedAmount") AS "revenue"
          FROM "Order" o JOIN "Event" e ON e."id" = o."eventId"
          WHERE ${countedOrders(scope)}
          GROUP BY ${group ? Prisma.sql`${ORDER_COLUMNS[group]}, ` : Prisma.empty}o."currency"`;
  return rows.map((row) => ({
    key: row.key,
    currency: row.currency,
    orders: toNumber(row.orders),
    revenue: Math.round(toNumber(row.revenue)),
  }));
}

/** Valid tickets of counted orders (and how many of them checked in), in total or per group. */
export async function countTickets(scope: Scope, group: OrderGroup | null): Promise<TicketCounts[]> {
  const key = group === "ticketType" ? Prisma.sql`a."ticketTypeId"` : group ? ORDER_COLUMNS[group] : Prisma.sql`NULL`;
  const rows = await db.$queryRaw<{ key: string | null; tickets: Count; checkedIn: Count }[]>`
    SELECT ${key} AS "key", COUNT(*) AS "tickets", COUNT(a."checkedInAt") AS "checkedIn"
    FROM "Attendee" a JOIN "Order" o ON o."id" = a."orderId" JOIN "Event" e ON e."id" = o."eventId"
    WHERE ${countedOrders(scope)} AND a."voidedAt" IS NULL
    ${group ? Prisma.sql`GROUP BY ${key}` : Prisma.empty}`;
  return rows.map((row) => ({ key: row.key, tickets: toNumber(row.tickets), checkedIn: toNumber(row.checkedIn) }));
}

function daysTable(days: PeriodDay[]): Prisma.Sql {
  const rows = days.map((day) => Prisma.sql`(${day.day}, ${day.start}, ${day.end})`);
  return Prisma.sql`WITH "days" ("day", "dayStart", "dayEnd") AS (VALUES ${Prisma.join(rows)})`;
}

/** Views and visitors per day of the account's time zone (a visitor counts once a day). */
export async function countViewsPerDay(scope: Scope, days: PeriodDay[]): Promise<ViewCounts[]> {
  if (days.length === 0) return [];
  const rows = await db.$queryRaw<{ key: string; views: Count; visitors: Count }[]>`
    ${daysTable(days)}
    SELECT d."day" AS "key", COUNT(*) AS "views", COUNT(DISTINCT v."visitorId") AS "visitors"
    FROM "days" d
      JOIN "EventPageView" v ON v."createdAt" >= d."dayStart" AND v."createdAt" < d."dayEnd"
      JOIN "Event" e ON e."id" = v."eventId"
    WHERE e."accountKey" = ${scope.accountKey}${eventFilter("v", scope)}
    GROUP BY d."day"`;
  return rows.map((row) => ({ key: row.key, views: toNumber(row.views), visitors: toNumber(row.visitors) }));
}

/** Counted orders, net revenue and valid tickets per day of the account's time zone. */
export async function countOrdersPerDay(
  scope: Scope,
  days: PeriodDay[],
): Promise<{ orders: OrderCounts[]; tickets: TicketCounts[] }> {
  if (days.length === 0) return { orders: [], tickets: [] };
  const inDay = Prisma.sql`o."completedAt" >= d."dayStart" AND o."completedAt" < d."dayEnd"`;
  const [orders, tickets] = await Promise.all([
    db.$queryRaw<{ key: string; currency: string; orders: Count; revenue: Count }[]>`
      ${daysTable(days)}
      SELECT d."day" AS "key", o."currency" AS "currency", COUNT(*) AS "orders",
        SUM(o."total" - o."refundedAmount") AS "revenue"
      FROM "days" d JOIN "Order" o ON ${inDay} JOIN "Event" e ON e."id" = o."eventId"
      WHERE ${countedOrders(scope)}
      GROUP BY d."day", o."currency"`,
    db.$queryRaw<{ key: string; tickets: Count; checkedIn: Count }[]>`
      ${daysTable(days)}
      SELECT d."day" AS "key", COUNT(*) AS "tickets", COUNT(a."checkedInAt") AS "checkedIn"
      FROM "days" d JOIN "Order" o ON ${inDay} JOIN "Event" e ON e."id" = o."eventId"
        JOIN "Attendee" a ON a."orderId" = o."id"
      WHERE ${countedOrders(scope)} AND a."voidedAt" IS NULL
      GROUP BY d."day"`,
  ]);
  return {
    orders: orders.map((row) => ({
      key: row.key,
      currency: row.currency,
      orders: toNumber(row.orders),
      revenue: Math.round(toNumber(row.revenue)),
    })),
    tickets: tickets.map((row) => ({
      key: row.key,
      tickets: toNumber(row.tickets),
      checkedIn: toNumber(row.checkedIn),
    })),
  };
}

export type RollupFigures = { views: number; visitors: number; orders: OrderCounts[]; tickets: number };

/**
 * The summary's figures from the daily rollups (prisma/schema/analytics.prisma), or null when the
 * account has none in the zone of the period's days (then the caller counts raw rows). Distinct
 * visitors: each day's, less those whose previous day with a view is inside the period too.
 */
export async function readRollup(scope: Scope): Promise<RollupFigures | null> {
  if (!scope.days) return null;
  const { from, to, timezone } = scope.days;
  const key = Prisma.sql`"accountKey" = ${scope.accountKey} AND "eventId" = ${scope.eventId ?? ""}
    AND "day" >= ${from} AND "day" <= ${to}`;
  // One prepared statement (a hot read): the rollup's zone and the views in the first row, then a row per currency.
  // The returns are read day by day (one seek each to the day's previous days inside the period):
  // a range over the days would walk every previous day of each, back to the account's first.
  const rows = readRows<{ kind: string; name: string; a: Count; b: Count; c: Count }>(Prisma.sql`
    WITH RECURSIVE "period"("day") AS (SELECT ${from} UNION ALL SELECT date("day", '+1 day') FROM "period" WHERE "day" < ${to})
    SELECT 'views' AS "kind", r."timezone" AS "name",
      (SELECT SUM("views") FROM "AnalyticsViewDay" WHERE ${key}) AS "a",
      (SELECT SUM("visitors") FROM "AnalyticsViewDay" WHERE ${key}) AS "b",
      (SELECT SUM(d."visitors") FROM "period" p CROSS JOIN "AnalyticsReturnDay" d
        ON d."accountKey" = ${scope.accountKey} AND d."eventId" = ${scope.eventId ?? ""} AND d."day" = p."day"
        AND d."previousDay" >= ${from}) AS "c"
    FROM "AnalyticsRollup" r WHERE r."accountKey" = ${scope.accountKey}
    UNION ALL
    SELECT 'sales', "currency", SUM("orders"), SUM("tickets"), SUM("revenue")
    FROM "AnalyticsSalesDay" WHERE ${key}
    GROUP BY "currency" HAVING SUM("orders") > 0`);
  const marker = rows.find((row) => row.kind === "views");
  if (!marker || marker.name !== timezone) return null;
  const sales = rows.filter((row) => row.kind === "sales");
  return {
    views: toNumber(marker.a),
    visitors: toNumber(marker.b) - toNumber(marker.c),
    orders: sales.map((row) => ({ key: null, currency: row.name, orders: toNumber(row.a), revenue: toNumber(row.c) })),
    tickets: sales.reduce((sum, row) => sum + toNumber(row.b), 0),
  };
}
