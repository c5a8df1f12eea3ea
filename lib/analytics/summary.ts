import "server-only";
import { requireAccountEvent } from "@/lib/events/event-access";
import { requireManager, type Account } from "@/lib/events/account";
import { accountTimezone, toPeriod, type PeriodQuery } from "@/lib/reports/period";
import {
  countOrders,
  countTickets,
  countViews,
  readRollup,
  type OrderCounts,
  type RollupFigures,
  type Scope,
} from "@/lib/analytics/sql";
import type { AnalyticsSummary } from "@/lib/analytics/schema";

/** Revenue per currency, largest first (the order a screen lists them in). */
export function revenueByCurrency(rows: OrderCounts[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.revenue);
  return [...totals]
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}

/** Orders ÷ unique visitors, 0 without visitors; rounded to 4 places (0.0123 = 1.23 %). */
export function conversionRate(orders: number, visitors: number): number {
  return visitors > 0 ? Math.round((orders / visitors) * 10_000) / 10_000 : 0;
}

/**
 * The scope of a report of this account: managers only (it shows revenue; staff get 403), and an
 * event of another account answers 404 like a missing one.
 */
export async function reportScope(account: Account, query: PeriodQuery & { eventId?: string }) {
  requireManager(account);
  if (query.eventId) await requireAccountEvent(account, query.eventId);
  const period = toPeriod(query, await accountTimezone(account));
  const scope: Scope = {
    accountKey: account.key,
    eventId: query.eventId,
    start: period.start,
    end: period.end,
    days: { from: period.from, to: period.to, timezone: period.timezone },
  };
  return { period, scope };
}

/** The figures of a period, computed from its scope (shared by the summary endpoint and the dashboard). */
export async function summarize(scope: Scope): Promise<AnalyticsSummary> {
  const figures = (await readRollup(scope)) ?? (await countRaw(scope));
  const { orders, visitors } = figures;
  const orderCount = orders.reduce((sum, row) => sum + row.orders, 0);
  return {
    views: figures.views,
    visitors,
    orders: orderCount,
    tickets: figures.tickets,
    revenue: revenueByCurrency(orders),
    conversionRate: conversionRate(orderCount, visitors),
  };
}

/** The figures counted from the raw rows (no rollup in the period's zone). */
async function countRaw(scope: Scope): Promise<RollupFigures> {
  const [views, orders, tickets] = await Promise.all([
    countViews(scope, null),
    countOrders(scope, null),
    countTickets(scope, null),
  ]);
  return { views: views[0]?.views ?? 0, visitors: views[0]?.visitors ?? 0, orders, tickets: tickets[0]?.tickets ?? 0 };
}

/** `GET /api/analytics/summary` */
export async function getAnalyticsSummary(account: Account, query: PeriodQuery & { eventId?: string }) {
  const { scope } = await reportScope(account, query);
  return { summary: await summarize(scope) };
}
