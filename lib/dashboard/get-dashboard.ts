import "server-only";
import type { Account } from "@/lib/events/account";
import { accountTimezone, type Period } from "@/lib/reports/period";
import { readAttention } from "@/lib/dashboard/attention";
import { dashboardPeriods, readFigures, readSeries } from "@/lib/dashboard/figures";
import { hasNoEvents, otherAccountsWithEvents } from "@/lib/dashboard/first-run";
import { readRecentOrders } from "@/lib/dashboard/recent-orders";
import { readUpcomingStock } from "@/lib/dashboard/upcoming";
import type { Dashboard, DashboardFigures } from "@/lib/dashboard/schema";

/** How many upcoming events the dashboard lists. */
export const UPCOMING_LIMIT = 5;

const zero = { current: 0, previous: 0 };

function emptyFigures(showsRevenue: boolean): DashboardFigures {
  return {
    tickets: zero,
    orders: zero,
    views: zero,
    visitors: zero,
    conversionRate: zero,
    ...(showsRevenue ? { revenue: [] } : {}),
  };
}

function periodOf(current: Period, previous: Period): Dashboard["period"] {
  return { from: current.from, to: current.to, previousFrom: previous.from, previousTo: previous.to };
}

/**
 * `GET /api/dashboard`: everything the dashboard shows for the active account: the last 30 days
 * against the 30 before, the daily series, the next events, the latest orders and what needs
 * attention. Staff get no revenue fields. An account without events answers `isFirstRun` (and,
 * given the signed-in user's id, which of their other accounts have events) and reads nothing else.
 */
export async function getDashboard(account: Account, now = new Date(), viewerId = account.userId): Promise<Dashboard> {
  const showsRevenue = account.role !== "staff";
  const timezone = await accountTimezone(account);
  const periods = dashboardPeriods(timezone, now);
  const base = {
    generatedAt: now.toISOString(),
    timezone,
    currency: account.currency,
    showsRevenue,
    period: periodOf(periods.current, periods.previous),
  };
  if (await hasNoEvents(account)) {
    return {
      ...base,
      isFirstRun: true,
      otherAccounts: viewerId ? await otherAccountsWithEvents(viewerId, account) : [],
      figures: emptyFigures(showsRevenue),
      series: [],
      upcoming: [],
      recentOrders: [],
      attention: [],
    };
  }
  const stock = readUpcomingStock(account, now);
  const [figures, series, upcoming, recentOrders, attention] = await Promise.all([
    readFigures(account, periods, showsRevenue),
    readSeries(account, periods.current, showsRevenue),
    stock,
    readRecentOrders(account, now),
    stock.then((events) => readAttention(account, events, now)),
  ]);
  return {
    ...base,
    isFirstRun: false,
    otherAccounts: [],
    figures,
    series,
    upcoming: upcoming.slice(0, UPCOMING_LIMIT),
    recentOrders,
    attention,
  };
}
