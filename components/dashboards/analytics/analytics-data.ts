import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";
import type { Point } from "@/lib/dashboards/series";

// Pure shaping of the analytics dashboard's data (GET /api/dashboards/analytics) into what its
// cards show: the visitors chart's figures per range, how a period moved against the one before
// it, and the audience splits with their closed set of groups translated by key.

export const VISITOR_RANGES = ["this-year", "last-year"] as const;
export type VisitorRange = (typeof VISITOR_RANGES)[number];

export function isVisitorRange(value: unknown): value is VisitorRange {
  return typeof value === "string" && (VISITOR_RANGES as readonly string[]).includes(value);
}

export type SeriesSummary = { average: number; peak: Point | null; low: Point | null };

/** The average (rounded), highest and lowest point of a series; nulls for an empty one. */
export function summarize(points: Point[]): SeriesSummary {
  if (points.length === 0) return { average: 0, peak: null, low: null };
  let peak = points[0];
  let low = points[0];
  let total = 0;
  for (const point of points) {
    total += point.y;
    if (point.y > peak.y) peak = point;
    if (point.y < low.y) low = point;
  }
  return { average: Math.round(total / points.length), peak, low };
}

/** The points of the visitors chart for a range (the API's first series). */
export function visitorPoints(data: AnalyticsDashboard, range: VisitorRange): Point[] {
  return data.visitors.series[range][0]?.data ?? [];
}

export type Change = { dir: "up" | "down"; percent: number };

/**
 * How the last value moved against the one before it, in percent with one decimal; null when
 * there is no previous value or it was 0 (no base to compare with).
 */
export function lastChange(values: number[]): Change | null {
  if (values.length < 2) return null;
  const previous = values[values.length - 2];
  const last = values[values.length - 1];
  if (previous === 0) return null;
  const percent = Math.round((Math.abs(last - previous) / previous) * 1000) / 10;
  return { dir: last >= previous ? "up" : "down", percent };
}

/** The audience groups the API names, as message keys. */
export const SPLIT_GROUPS = {
  New: "new",
  Returning: "returning",
  Male: "male",
  Female: "female",
  "Under 30": "under30",
  "Over 30": "over30",
  English: "english",
  Other: "other",
} as const;

export type SplitGroup = (typeof SPLIT_GROUPS)[keyof typeof SPLIT_GROUPS];

export type SplitName = "newVsReturning" | "gender" | "age" | "language";
export const SPLIT_NAMES: SplitName[] = ["newVsReturning", "gender", "age", "language"];

/** One group of a split: its key (null for a label the screen does not know), share and visitors. */
export type SplitRow = { id: string; group: SplitGroup | null; label: string; percent: number; visitors: number };

export function splitGroup(label: string): SplitGroup | null {
  return Object.hasOwn(SPLIT_GROUPS, label) ? SPLIT_GROUPS[label as keyof typeof SPLIT_GROUPS] : null;
}

/**
 * The two groups of a split with the unique visitors each stands for; the second gets the rest,
 * so the two always add up to the total.
 */
export function splitRows(split: AnalyticsDashboard["gender"]): SplitRow[] {
  const [firstShare, secondShare] = split.series;
  const first = Math.round((split.uniqueVisitors * firstShare) / 100);
  return [
    { percent: firstShare, visitors: first },
    { percent: secondShare, visitors: split.uniqueVisitors - first },
  ].map((row, index) => {
    const label = split.labels[index];
    return { ...row, id: `${index}-${label}`, label, group: splitGroup(label) };
  });
}

/** Page views and visitors day by day (the two series share their days). */
export function viewsAndVisitors(data: AnalyticsDashboard): { x: string; views: number; visitors: number }[] {
  const [views, visitors] = data.visitorsVsPageViews.series;
  return (views?.data ?? []).map((point, index) => ({
    x: point.x,
    views: point.y,
    visitors: visitors?.data[index]?.y ?? 0,
  }));
}
