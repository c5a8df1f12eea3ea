import type { BreakdownTab } from "@/components/analytics/analytics-view";
import type { Breakdown, BreakdownRow } from "@/lib/analytics/schema";
import { toCsv } from "@/lib/events/csv";
import { minorDigits } from "@/lib/text/money";

// The breakdown tables' rules, kept apart from the components so they are tested as plain
// functions: which figures a tab shows, how a column sorts, and the CSV of what a table lists.

export type Metric =
  "views" | "visitors" | "orders" | "tickets" | "conversion" | "revenue" | "checkedIn" | "checkInRate";
export type SortKey = "label" | Metric;
export type Sort = { key: SortKey; direction: "asc" | "desc" };

/** The API's grouping behind a tab (the check-in tab reads the events' rows). */
export function breakdownOf(tab: BreakdownTab): Exclude<Breakdown, "day"> {
  return tab === "checkIn" ? "event" : tab;
}

/** The figures a tab's table shows, after its label column. */
export function metricsOf(tab: BreakdownTab): Metric[] {
  if (tab === "checkIn") return ["tickets", "checkedIn", "checkInRate"];
  // A page view is of an event, never of a ticket type: no views, visitors nor conversion.
  if (tab === "ticketType") return ["orders", "tickets", "revenue"];
  return ["views", "visitors", "orders", "tickets", "conversion", "revenue"];
}

/** The order a table opens in: the API's (busiest first), or the check-in rate, highest first. */
export function defaultSort(tab: BreakdownTab): Sort & { key: Metric } {
  return tab === "checkIn" ? { key: "checkInRate", direction: "desc" } : { key: "orders", direction: "desc" };
}

/** The rows a tab lists: the check-in tab leaves out events without a valid ticket. */
export function rowsOf(tab: BreakdownTab, rows: BreakdownRow[]): BreakdownRow[] {
  return tab === "checkIn" ? rows.filter((row) => row.tickets > 0) : rows;
}

/** A row's figure; null where it has none (views of a ticket type, a rate without a base). */
export function metricValue(row: BreakdownRow, metric: Metric, currency: string | null): number | null {
  switch (metric) {
    case "views":
    case "visitors":
      return row[metric];
    case "orders":
    case "tickets":
    case "checkedIn":
      return row[metric];
    case "conversion":
      return row.visitors ? row.orders / row.visitors : row.visitors === null ? null : 0;
    case "checkInRate":
      return row.tickets > 0 ? row.checkedIn / row.tickets : null;
    case "revenue":
      return row.revenue.find((money) => money.currency === currency)?.amount ?? 0;
  }
}

/**
 * The rows in the table's order. Revenue sorts by the amount in `currency` (the period's largest);
 * rows without a figure go last either way; ties keep the API's order (busiest first).
 */
export function sortRows(
  rows: BreakdownRow[],
  sort: Sort,
  currency: string | null,
  labelOf: (row: BreakdownRow) => string,
  locale: string,
): BreakdownRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      if (sort.key === "label") return sign * collator.compare(labelOf(a.row), labelOf(b.row)) || a.index - b.index;
      const left = metricValue(a.row, sort.key, currency);
      const right = metricValue(b.row, sort.key, currency);
      if (left === null || right === null)
        return (left === null ? 1 : 0) - (right === null ? 1 : 0) || a.index - b.index;
      return sign * (left - right) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Every currency the rows took revenue in, largest total first. */
export function currenciesOf(rows: BreakdownRow[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows)
    for (const money of row.revenue) totals.set(money.currency, (totals.get(money.currency) ?? 0) + money.amount);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([currency]) => currency);
}

/** Minor units as a plain number of major units for a spreadsheet (1250 EUR → 12.5). */
function majorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** A ratio as a spreadsheet's number with four places (0.12345 → 0.1235); empty without one. */
function ratio(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

/**
 * The CSV of a table: its label column, its figures, and one column of net revenue per currency
 * (amounts in major units, so a spreadsheet sums them). `headers` are the translated column names.
 */
export function breakdownCsv(
  tab: BreakdownTab,
  rows: BreakdownRow[],
  {
    labelOf,
    headers,
  }: {
    labelOf: (row: BreakdownRow) => string;
    headers: { label: string; metric: (metric: Metric) => string; revenueIn: (currency: string) => string };
  },
): string {
  const metrics = metricsOf(tab);
  const plain = metrics.filter((metric) => metric !== "revenue");
  const currencies = metrics.includes("revenue") ? currenciesOf(rows) : [];
  const header = [headers.label, ...plain.map(headers.metric), ...currencies.map(headers.revenueIn)];
  const lines = rows.map((row) => [
    labelOf(row),
    ...plain.map((metric) =>
      metric === "conversion" || metric === "checkInRate"
        ? ratio(metricValue(row, metric, null))
        : metricValue(row, metric, null),
    ),
    ...currencies.map((currency) =>
      majorUnits(row.revenue.find((money) => money.currency === currency)?.amount ?? 0, currency),
    ),
  ]);
  return toCsv(header, lines);
}

/** The file name of a table's CSV: analytics-source-2026-03-01-2026-03-31.csv. */
export function csvFileName(tab: BreakdownTab, period: { from: string; to: string }): string {
  return `analytics-${tab}-${period.from}-${period.to}.csv`;
}
