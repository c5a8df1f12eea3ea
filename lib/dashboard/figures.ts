import "server-only";
import type { Account } from "@/lib/events/account";
import { countOrdersPerDay, countViewsPerDay, type Scope } from "@/lib/analytics/sql";
import { revenueByCurrency, summarize } from "@/lib/analytics/summary";
import { daysBefore, lastDays, periodDays, toPeriod, type Period } from "@/lib/reports/period";
import type { AnalyticsSummary } from "@/lib/analytics/schema";
import type { ComparedMoney, DashboardFigures, SeriesDay } from "@/lib/dashboard/schema";

// The dashboard's numbers: the last 30 days (today included) against the 30 before, counted in the
// account's time zone with the analytics' own SQL (lib/analytics), so both screens always agree.

/** Days in each of the two compared periods. */
export const DASHBOARD_DAYS = 30;

export type DashboardPeriods = { current: Period; previous: Period };

/** The last 30 days up to today and the 30 days before them, in `timezone`. */
export function dashboardPeriods(timezone: string, now: Date): DashboardPeriods {
  const current = lastDays(DASHBOARD_DAYS, timezone, now);
  const previous = { from: daysBefore(current.from, DASHBOARD_DAYS), to: daysBefore(current.from, 1) };
  return { current: toPeriod(current, timezone), previous: toPeriod(previous, timezone) };
}

function scopeOf(account: Account, period: Period): Scope {
  const days = { from: period.from, to: period.to, timezone: period.timezone };
  return { accountKey: account.key, start: period.start, end: period.end, days };
}

/** Each currency of either period, with its revenue in both (0 where it had none), largest now first. */
function compareRevenue(current: AnalyticsSummary["revenue"], previous: AnalyticsSummary["revenue"]): ComparedMoney[] {
  const rows = new Map<string, ComparedMoney>();
  for (const { currency, amount } of current) rows.set(currency, { currency, current: amount, previous: 0 });
  for (const { currency, amount } of previous) {
    const row = rows.get(currency) ?? { currency, current: 0, previous: 0 };
    rows.set(currency, { ...row, previous: amount });
  }
  return [...rows.values()].sort(
    (a, b) => b.current - a.current || b.previous - a.previous || a.currency.localeCompare(b.currency),
  );
}

/** Tickets, orders, views, visitors, conversion (and, for managers, net revenue) of both periods. */
export async function readFigures(
  account: Account,
  periods: DashboardPeriods,
  showsRevenue: boolean,
): Promise<DashboardFigures> {
  const [current, previous] = await Promise.all([
    summarize(scopeOf(account, periods.current)),
    summarize(scopeOf(account, periods.previous)),
  ]);
  const compared = (key: "tickets" | "orders" | "views" | "visitors" | "conversionRate") => ({
    current: current[key],
    previous: previous[key],
  });
  return {
    tickets: compared("tickets"),
    orders: compared("orders"),
    views: compared("views"),
    visitors: compared("visitors"),
    conversionRate: compared("conversionRate"),
    ...(showsRevenue ? { revenue: compareRevenue(current.revenue, previous.revenue) } : {}),
  };
}

/** Tickets, orders, views (and, for managers, net revenue per currency) of each day of the period, oldest first. */
export async function readSeries(account: Account, period: Period, showsRevenue: boolean): Promise<SeriesDay[]> {
  const scope = scopeOf(account, period);
  const days = periodDays(period);
  const [views, perDay] = await Promise.all([countViewsPerDay(scope, days), countOrdersPerDay(scope, days)]);
  return days.map(({ day }) => {
    const orders = perDay.orders.filter((row) => row.key === day);
    return {
      day,
      tickets: perDay.tickets.find((row) => row.key === day)?.tickets ?? 0,
      orders: orders.reduce((sum, row) => sum + row.orders, 0),
      views: views.find((row) => row.key === day)?.views ?? 0,
      ...(showsRevenue ? { revenue: revenueByCurrency(orders) } : {}),
    };
  });
}
