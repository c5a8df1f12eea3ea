import type Database from "better-sqlite3";
import type { Tx } from "@/lib/prisma-client";

// The analytics rollups' hand-written SQL (SQLite), run through either connection the app writes
// with: Prisma's transactions (tracking beacon, payments, refunds, the start's rebuild) and the
// plain better-sqlite3 one (free orders in lib/orders/reserve.ts, the benchmark's filler). The
// work is written once as a generator that yields its statements and gets their rows back;
// `runSync` and `runAsync` drive it on one connection or the other, inside the caller's transaction.

export type Row = Record<string, unknown>;
export type Statement = { sql: string; params: unknown[]; read: boolean };
/** Work on the database: yields statements, gets each one's rows, returns `Result`. */
export type Steps<Result = void> = Generator<Statement, Result, Row[]>;

export const read = (sql: string, ...params: unknown[]): Statement => ({ sql, params, read: true });
export const write = (sql: string, ...params: unknown[]): Statement => ({ sql, params, read: false });

/** Runs `steps` on a better-sqlite3 connection (synchronously, in the caller's transaction if any). */
export function runSync<Result>(sqlite: Database.Database, steps: Steps<Result>): Result {
  let step = steps.next([]);
  while (!step.done) {
    const { sql, params, read: reads } = step.value;
    const statement = sqlite.prepare(sql);
    const rows = reads ? (statement.all(...params) as Row[]) : (statement.run(...params), []);
    step = steps.next(rows);
  }
  return step.value;
}

export type RawClient = Pick<Tx, "$queryRawUnsafe" | "$executeRawUnsafe">;

/** Runs `steps` through Prisma (in the transaction `client` belongs to, if any). */
export async function runAsync<Result>(client: RawClient, steps: Steps<Result>): Promise<Result> {
  let step = steps.next([]);
  while (!step.done) {
    const { sql, params, read: reads } = step.value;
    const rows = reads
      ? await client.$queryRawUnsafe<Row[]>(sql, ...params)
      : (await client.$executeRawUnsafe(sql, ...params), []);
    step = steps.next(rows);
  }
  return step.value;
}

/** A count or sum as a number (SQLite answers integers, Prisma sometimes as bigint). */
export const toNumber = (value: unknown) => Number(value ?? 0);

/** The order statuses the reports count (REVENUE_STATUSES of lib/events/order-rules.ts, which is server-only). */
export const COUNTED_STATUSES = ["completed", "partially_refunded", "refunded"] as const;
const COUNTED = COUNTED_STATUSES.map((status) => `'${status}'`).join(", ");

/** The scopes a row is kept for: its event and the whole account (""). */
export const scopesOf = (eventId: string) => [eventId, ""];

export const SQL = {
  zone: `SELECT "timezone" FROM "AnalyticsRollup" WHERE "accountKey" = ?`,

  /** A visitor's views in a scope (event, or "" for the account): on the day, the last before it, the first after it. */
  visitorAround: (scope: string) => {
    // By the visitor's index: the event's own index (eventId, createdAt, …) would walk all its views.
    const from = `FROM "EventPageView" v INDEXED BY "EventPageView_visitorId_createdAt_idx" JOIN "Event" e ON e."id" = v."eventId"
      WHERE v."visitorId" = ? AND ${scope ? `v."eventId" = ?` : `e."accountKey" = ?`}`;
    return `SELECT EXISTS (SELECT 1 ${from} AND v."createdAt" >= ? AND v."createdAt" < ?) AS "seen",
      (SELECT MAX(v."createdAt") ${from} AND v."createdAt" < ?) AS "previous",
      (SELECT MIN(v."createdAt") ${from} AND v."createdAt" >= ?) AS "next"`;
  },

  addViewDay: `INSERT INTO "AnalyticsViewDay" ("accountKey", "eventId", "day", "views", "visitors") VALUES (?, ?, ?, 1, ?)
    ON CONFLICT ("accountKey", "eventId", "day") DO UPDATE SET "views" = "views" + 1, "visitors" = "visitors" + excluded."visitors"`,

  addReturnDay: `INSERT INTO "AnalyticsReturnDay" ("accountKey", "eventId", "day", "previousDay", "visitors") VALUES (?, ?, ?, ?, ?)
    ON CONFLICT ("accountKey", "eventId", "day", "previousDay") DO UPDATE SET "visitors" = "visitors" + excluded."visitors"`,

  dropEmptyReturnDay: `DELETE FROM "AnalyticsReturnDay"
    WHERE "accountKey" = ? AND "eventId" = ? AND "day" = ? AND "previousDay" = ? AND "visitors" <= 0`,

  /** What a counted order adds to the figures (no row when it is not counted). */
  orderFigures: `SELECT e."accountKey" AS "accountKey", o."eventId" AS "eventId", o."currency" AS "currency",
      o."completedAt" AS "completedAt", o."total" - o."refundedAmount" AS "revenue",
      (SELECT COUNT(*) FROM "Attendee" a WHERE a."orderId" = o."id" AND a."voidedAt" IS NULL) AS "tickets"
    FROM "Order" o JOIN "Event" e ON e."id" = o."eventId"
    WHERE o."id" = ? AND o."status" IN (${COUNTED}) AND o."completedAt" IS NOT NULL`,

  addSalesDay: `INSERT INTO "AnalyticsSalesDay" ("accountKey", "eventId", "day", "currency", "orders", "tickets", "revenue")
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT ("accountKey", "eventId", "day", "currency") DO UPDATE SET "orders" = "orders" + excluded."orders",
      "tickets" = "tickets" + excluded."tickets", "revenue" = "revenue" + excluded."revenue"`,

  dropEmptySalesDay: `DELETE FROM "AnalyticsSalesDay"
    WHERE "accountKey" = ? AND "eventId" = ? AND "day" = ? AND "currency" = ? AND "orders" <= 0`,

  // The wholesale rebuild of one account (`day` is the SQL of rollup-days.ts' dayExpression).
  dropAccount: ["AnalyticsViewDay", "AnalyticsReturnDay", "AnalyticsSalesDay", "AnalyticsRollup"].map(
    (table) => `DELETE FROM "${table}" WHERE "accountKey" = ?`,
  ),

  accountRange: `SELECT
      (SELECT MIN(v."createdAt") FROM "EventPageView" v JOIN "Event" e ON e."id" = v."eventId" WHERE e."accountKey" = ?) AS "firstView",
      (SELECT MAX(v."createdAt") FROM "EventPageView" v JOIN "Event" e ON e."id" = v."eventId" WHERE e."accountKey" = ?) AS "lastView",
      (SELECT MIN(o."completedAt") FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" WHERE e."accountKey" = ?) AS "firstOrder",
      (SELECT MAX(o."completedAt") FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" WHERE e."accountKey" = ?) AS "lastOrder"`,

  buildViewDays: (day: string, scope: "event" | "account") => {
    const [key, group] = scope === "event" ? [`v."eventId"`, `v."eventId", "day"`] : [`''`, `"day"`];
    return `INSERT INTO "AnalyticsViewDay" ("accountKey", "eventId", "day", "views", "visitors")
      SELECT e."accountKey", ${key}, ${day.replaceAll("$column", `v."createdAt"`)} AS "day", COUNT(*), COUNT(DISTINCT v."visitorId")
      FROM "EventPageView" v JOIN "Event" e ON e."id" = v."eventId" WHERE e."accountKey" = ?
      GROUP BY ${group}`;
  },

  buildReturnDays: (day: string, scope: "event" | "account") => {
    const key = scope === "event" ? `v."eventId"` : `''`;
    return `INSERT INTO "AnalyticsReturnDay" ("accountKey", "eventId", "day", "previousDay", "visitors")
      WITH "visits" AS (
        SELECT DISTINCT ${key} AS "scope", v."visitorId" AS "visitorId", ${day.replaceAll("$column", `v."createdAt"`)} AS "day"
        FROM "EventPageView" v JOIN "Event" e ON e."id" = v."eventId" WHERE e."accountKey" = ?
      ), "returns" AS (
        SELECT "scope", "day", LAG("day") OVER (PARTITION BY "scope", "visitorId" ORDER BY "day") AS "previousDay" FROM "visits"
      )
      SELECT ?, "scope", "day", "previousDay", COUNT(*) FROM "returns" WHERE "previousDay" IS NOT NULL
      GROUP BY "scope", "day", "previousDay"`;
  },

  buildSalesDays: (
    day: string,
  ) => `INSERT INTO "AnalyticsSalesDay" ("accountKey", "eventId", "day", "currency", "orders", "tickets", "revenue")
    SELECT e."accountKey", o."eventId", ${day.replaceAll("$column", `o."completedAt"`)} AS "day", o."currency", COUNT(*),
      SUM((SELECT COUNT(*) FROM "Attendee" a WHERE a."orderId" = o."id" AND a."voidedAt" IS NULL)),
      SUM(o."total" - o."refundedAmount")
    FROM "Order" o JOIN "Event" e ON e."id" = o."eventId"
    WHERE e."accountKey" = ? AND o."status" IN (${COUNTED}) AND o."completedAt" IS NOT NULL
    GROUP BY o."eventId", "day", o."currency"`,

  sumSalesDays: `INSERT INTO "AnalyticsSalesDay" ("accountKey", "eventId", "day", "currency", "orders", "tickets", "revenue")
    SELECT "accountKey", '', "day", "currency", SUM("orders"), SUM("tickets"), SUM("revenue")
    FROM "AnalyticsSalesDay" WHERE "accountKey" = ? AND "eventId" != '' GROUP BY "day", "currency"`,

  mark: `INSERT INTO "AnalyticsRollup" ("accountKey", "timezone", "builtAt") VALUES (?, ?, ?)`,

  /** Accounts with events, the zone their reports count days in now, and the zone of their rollup if any. */
  accounts: `SELECT k."accountKey" AS "accountKey",
      COALESCE(CASE WHEN k."accountKey" LIKE 'vendor:%'
        THEN (SELECT "timezone" FROM "Vendor" WHERE "id" = substr(k."accountKey", 8))
        ELSE (SELECT "timezone" FROM "User" WHERE "id" = substr(k."accountKey", 6)) END, 'UTC') AS "timezone",
      r."timezone" AS "built"
    FROM (SELECT DISTINCT "accountKey" FROM "Event") k LEFT JOIN "AnalyticsRollup" r ON r."accountKey" = k."accountKey"`,
};
