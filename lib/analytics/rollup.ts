import type Database from "better-sqlite3";
import type { Db } from "@/lib/prisma-client";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { dayBounds, dayExpression, dayOf } from "@/lib/analytics/rollup-days";
import {
  read,
  runAsync,
  runSync,
  scopesOf,
  SQL,
  toNumber,
  write,
  type RawClient,
  type Steps,
} from "@/lib/analytics/rollup-sql";

// The analytics rollups (prisma/schema/analytics.prisma): kept up to date by each write that
// changes the summary's figures, in that write's transaction, and rebuilt wholesale for accounts
// without one (or with one of another time zone) on start and after the benchmark's bulk fill.
// An account without a rollup is simply not kept: its summary counts raw rows until the rebuild.
// Not server-only: the seed's command line and the benchmark's filler run it outside Next.js.

/** The time zone of the account's rollup, or null when it has none (then nothing is kept). */
function* rollupZone(accountKey: string): Steps<string | null> {
  const [row] = yield read(SQL.zone, accountKey);
  return row ? String(row.timezone) : null;
}

const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/**
 * A page view is about to be inserted (call it before the insert, in the same transaction): its day
 * gets the view, and the visitor unless they already had one that day; the visitor's days around
 * it get their previous day right (see AnalyticsReturnDay), for the event and for the account.
 */
export function* pageViewAdded(view: {
  accountKey: string;
  eventId: string;
  visitorId: string;
  createdAt: Date;
}): Steps<void> {
  const zone = yield* rollupZone(view.accountKey);
  if (!zone) return;
  const day = dayOf(view.createdAt, zone);
  const { start, end } = dayBounds(day, zone);
  const [from, to] = [sqliteInstant(start), sqliteInstant(end)];
  for (const scope of scopesOf(view.eventId)) {
    const owner = scope || view.accountKey;
    const [around] = yield read(
      SQL.visitorAround(scope),
      ...[view.visitorId, owner, from, to],
      ...[view.visitorId, owner, from],
      ...[view.visitorId, owner, to],
    );
    const seen = toNumber(around.seen) > 0;
    yield write(SQL.addViewDay, view.accountKey, scope, day, seen ? 0 : 1);
    if (seen) continue;
    const previous = instant(around.previous);
    const next = instant(around.next);
    const previousDay = previous && dayOf(previous, zone);
    if (previousDay) yield write(SQL.addReturnDay, view.accountKey, scope, day, previousDay, 1);
    if (!next) continue;
    const nextDay = dayOf(next, zone);
    yield write(SQL.addReturnDay, view.accountKey, scope, nextDay, day, 1);
    if (previousDay) {
      yield write(SQL.addReturnDay, view.accountKey, scope, nextDay, previousDay, -1);
      yield write(SQL.dropEmptyReturnDay, view.accountKey, scope, nextDay, previousDay);
    }
  }
}

/** What a counted order adds to its day's figures; null when it does not count. */
export type OrderFigures = {
  accountKey: string;
  eventId: string;
  currency: string;
  completedAt: Date;
  tickets: number;
  revenue: number;
};

export function* orderFigures(orderId: string): Steps<OrderFigures | null> {
  const [row] = yield read(SQL.orderFigures, orderId);
  if (!row) return null;
  return {
    accountKey: String(row.accountKey),
    eventId: String(row.eventId),
    currency: String(row.currency),
    completedAt: instant(row.completedAt)!,
    tickets: toNumber(row.tickets),
    revenue: toNumber(row.revenue),
  };
}

function* addFigures(figures: OrderFigures, sign: 1 | -1): Steps<void> {
  const zone = yield* rollupZone(figures.accountKey);
  if (!zone) return;
  const day = dayOf(figures.completedAt, zone);
  for (const scope of scopesOf(figures.eventId)) {
    const key = [figures.accountKey, scope, day, figures.currency];
    yield write(SQL.addSalesDay, ...key, sign, sign * figures.tickets, sign * figures.revenue);
    if (sign < 0) yield write(SQL.dropEmptySalesDay, ...key);
  }
}

const sameFigures = (a: OrderFigures | null, b: OrderFigures | null) =>
  a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));

/** An order's figures changed from `before` to `after` (both from `orderFigures`, in one transaction). */
export function* orderChanged(before: OrderFigures | null, after: OrderFigures | null): Steps<void> {
  if (sameFigures(before, after)) return;
  if (before) yield* addFigures(before, -1);
  if (after) yield* addFigures(after, 1);
}

/**
 * Runs `change` (writes to one order, its attendees or refunds through `tx`) and keeps the
 * rollup in step with what it did to the order's figures. `tx` must be a transaction's client.
 */
export async function keepingSales<Result>(
  tx: RawClient,
  orderId: string,
  change: () => Promise<Result>,
): Promise<Result> {
  const before = await runAsync(tx, orderFigures(orderId));
  const result = await change();
  const after = await runAsync(tx, orderFigures(orderId));
  await runAsync(tx, orderChanged(before, after));
  return result;
}

/** Rebuilds one account's rollup from its raw rows, with days in `timezone`. */
export function* rebuildRollup(accountKey: string, timezone: string, now = new Date()): Steps<void> {
  for (const sql of SQL.dropAccount) yield write(sql, accountKey);
  const [range] = yield read(SQL.accountRange, accountKey, accountKey, accountKey, accountKey);
  const firsts = [range.firstView, range.firstOrder].map(instant).filter((date) => date !== null);
  const lasts = [range.lastView, range.lastOrder].map(instant).filter((date) => date !== null);
  if (firsts.length > 0) {
    const first = new Date(Math.min(...firsts.map(Number)));
    const last = new Date(Math.max(...lasts.map(Number)));
    const day = dayExpression("$column", timezone, first, last);
    for (const scope of ["event", "account"] as const) {
      yield write(SQL.buildViewDays(day, scope), accountKey);
      yield write(SQL.buildReturnDays(day, scope), accountKey, accountKey);
    }
    yield write(SQL.buildSalesDays(day), accountKey);
    yield write(SQL.sumSalesDays, accountKey);
  }
  yield write(SQL.mark, accountKey, timezone, sqliteInstant(now));
}

/**
 * A new account's rollup: empty, in the zone its reports count days in, kept from its first write
 * on (in the transaction that creates the account).
 */
export async function startRollup(tx: RawClient, accountKey: string, timezone: string): Promise<void> {
  await runAsync(tx, rebuildRollup(accountKey, timezone));
}

/** Accounts with events whose rollup is missing or in another zone than theirs now. */
function* staleAccounts(): Steps<{ accountKey: string; timezone: string }[]> {
  const rows = yield read(SQL.accounts);
  return rows
    .filter((row) => row.built !== row.timezone)
    .map((row) => ({ accountKey: String(row.accountKey), timezone: String(row.timezone) }));
}

/** An account whose rollup could not be built keeps counting raw rows; the start goes on. */
function skipped(accountKey: string, error: unknown) {
  console.error(`The analytics rollup of ${accountKey} could not be built; its reports count raw rows.`, error);
}

/** Builds the missing (or out-of-zone) rollups, one account per transaction; answers how many. */
export async function buildMissingRollups(db: Db): Promise<number> {
  const stale = await runAsync(db, staleAccounts());
  let built = 0;
  for (const { accountKey, timezone } of stale) {
    try {
      await db.$transaction((tx) => runAsync(tx, rebuildRollup(accountKey, timezone)), { timeout: 600_000 });
      built++;
    } catch (error) {
      skipped(accountKey, error);
    }
  }
  return built;
}

/** `buildMissingRollups` on a plain better-sqlite3 connection (the benchmark's filler). */
export function buildMissingRollupsSync(sqlite: Database.Database): number {
  const stale = runSync(sqlite, staleAccounts());
  let built = 0;
  for (const { accountKey, timezone } of stale) {
    try {
      sqlite.transaction(() => runSync(sqlite, rebuildRollup(accountKey, timezone)))();
      built++;
    } catch (error) {
      skipped(accountKey, error);
    }
  }
  return built;
}
