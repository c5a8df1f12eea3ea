import type { Point } from "@/lib/dashboards/series";

// Pure shaping of the finance dashboard's data for its cards (tested in finance-shape.test.ts).

export type BalanceRange = "3m" | "6m" | "12m";
export const BALANCE_RANGES: BalanceRange[] = ["3m", "6m", "12m"];
const MONTHS: Record<BalanceRange, number> = { "3m": 3, "6m": 6, "12m": 12 };

/** The first instant a range shows: `months` months before the series' last point (UTC). */
function rangeStart(lastIso: string, months: number): number {
  const last = new Date(lastIso);
  return Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - months, last.getUTCDate());
}

/**
 * Each series cut to the last `range` of the newest point (all series share their dates; the
 * whole series for "12m", which is what the API sends).
 */
export function seriesInRange<T extends { data: Point[] }>(series: T[], range: BalanceRange): T[] {
  const lastIso = series[0]?.data.at(-1)?.x;
  if (!lastIso || range === "12m") return series;
  const start = rangeStart(lastIso, MONTHS[range]);
  return series.map((one) => ({ ...one, data: one.data.filter((point) => new Date(point.x).getTime() >= start) }));
}

/** How the points grew from the first to the last, in percent (two decimals); 0 with no base. */
export function growth(points: Point[]): number {
  const first = points[0]?.y;
  const last = points.at(-1)?.y;
  if (first === undefined || last === undefined || first === 0) return 0;
  return Math.round(((last - first) / first) * 100 * 100) / 100;
}

/** `value` as a percentage of `limit` (0–100+, one decimal); 0 with no limit. */
export function usage(value: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.round((value / limit) * 1000) / 10;
}
