import "server-only";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import { periodDays, type PeriodQuery } from "@/lib/reports/period";
import {
  countOrders,
  countOrdersPerDay,
  countTickets,
  countViews,
  countViewsPerDay,
  type OrderCounts,
  type Scope,
  type TicketCounts,
  type ViewCounts,
  type ViewGroup,
} from "@/lib/analytics/sql";
import type { Breakdown, BreakdownRow } from "@/lib/analytics/schema";
import { reportScope, revenueByCurrency } from "@/lib/analytics/summary";

/** The label of a row without a source, medium, campaign or ref. */
export const DIRECT_LABEL = "direct";

type Counts = { views: ViewCounts[] | null; orders: OrderCounts[]; tickets: TicketCounts[] };

/** Joins the three counts by key into rows; `keys` fixes the rows and their order when given (days). */
function mergeRows(counts: Counts, label: (key: string | null) => string, keys?: string[]): BreakdownRow[] {
  const views = new Map((counts.views ?? []).map((row) => [row.key, row]));
  const tickets = new Map(counts.tickets.map((row) => [row.key, row]));
  const orders = new Map<string | null, OrderCounts[]>();
  for (const row of counts.orders) orders.set(row.key, [...(orders.get(row.key) ?? []), row]);
  const allKeys = keys ?? [...new Set<string | null>([...views.keys(), ...orders.keys(), ...tickets.keys()])];
  return allKeys.map((key) => {
    const viewRow = views.get(key);
    const orderRows = orders.get(key) ?? [];
    const ticketRow = tickets.get(key);
    return {
      key,
      label: label(key),
      views: counts.views ? (viewRow?.views ?? 0) : null,
      visitors: counts.views ? (viewRow?.visitors ?? 0) : null,
      orders: orderRows.reduce((sum, row) => sum + row.orders, 0),
      tickets: ticketRow?.tickets ?? 0,
      checkedIn: ticketRow?.checkedIn ?? 0,
      revenue: revenueByCurrency(orderRows),
    };
  });
}

/** Busiest first: by orders, then views, then label. */
function byActivity(a: BreakdownRow, b: BreakdownRow): number {
  return b.orders - a.orders || (b.views ?? 0) - (a.views ?? 0) || a.label.localeCompare(b.label);
}

async function labelsOfEvents(account: Account, ids: (string | null)[]) {
  const events = await db.event.findMany({
    where: { accountKey: account.key, id: { in: ids.filter((id): id is string => id !== null) } },
    select: { id: true, title: true },
  });
  return new Map(events.map((event) => [event.id, event.title]));
}

async function labelsOfTicketTypes(account: Account, ids: (string | null)[], withEvent: boolean) {
  const ticketTypes = await db.ticketType.findMany({
    where: { id: { in: ids.filter((id): id is string => id !== null) }, event: { accountKey: account.key } },
    select: { id: true, name: true, event: { select: { title: true } } },
  });
  return new Map(ticketTypes.map((type) => [type.id, withEvent ? `${type.event.title} · ${type.name}` : type.name]));
}

async function grouped(scope: Scope, by: Exclude<Breakdown, "day">): Promise<Counts> {
  const [views, orders, tickets] = await Promise.all([
    by === "ticketType" ? null : countViews(scope, by as ViewGroup),
    countOrders(scope, by),
    countTickets(scope, by),
  ]);
  return { views, orders, tickets };
}

/** `GET /api/analytics/breakdown`: one row per event, ticket type, UTM value, ref or day of the period. */
export async function getAnalyticsBreakdown(
  account: Account,
  query: PeriodQuery & { by: Breakdown; eventId?: string },
): Promise<{ rows: BreakdownRow[] }> {
  const { period, scope } = await reportScope(account, query);
  if (query.by === "day") {
    const days = periodDays(period);
    const [views, perDay] = await Promise.all([countViewsPerDay(scope, days), countOrdersPerDay(scope, days)]);
    const rows = mergeRows(
      { views, ...perDay },
      (key) => key ?? "",
      days.map((day) => day.day),
    );
    return { rows };
  }
  const counts = await grouped(scope, query.by);
  const keys = [...(counts.views ?? []), ...counts.orders, ...counts.tickets].map((row) => row.key);
  let label: (key: string | null) => string = (key) => key ?? DIRECT_LABEL;
  if (query.by === "event") {
    const titles = await labelsOfEvents(account, keys);
    label = (key) => (key && titles.get(key)) || "";
  } else if (query.by === "ticketType") {
    const names = await labelsOfTicketTypes(account, keys, !query.eventId);
    label = (key) => (key && names.get(key)) || "";
  }
  return { rows: mergeRows(counts, label).sort(byActivity) };
}
