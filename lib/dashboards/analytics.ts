import {
  dailyPoints,
  describeBuckets,
  eightDayBuckets,
  everyThirdDay,
  lastDays,
  round,
  sum,
  waveValue,
  type Buckets,
  type Point,
  type Series,
  type Wave,
} from "@/lib/dashboards/series";

type BucketTotals = Buckets & { amount: number; series: Series<number[]>[] };
type Split = { uniqueVisitors: number; series: [number, number]; labels: [string, string] };

export type AnalyticsDashboard = {
  visitors: { series: { "this-year": Series<Point[]>[]; "last-year": Series<Point[]>[] } };
  conversions: BucketTotals;
  impressions: BucketTotals;
  visits: BucketTotals;
  visitorsVsPageViews: {
    overallScore: number;
    averageRatio: number;
    predictedRatio: number;
    series: Series<Point[]>[];
  };
  newVsReturning: Split;
  gender: Split;
  age: Split;
  language: Split;
};

const VISITORS: Wave = { base: 4200, swing: 0.25, period: 120, jitter: 0.08 };
const DAILY_CONVERSIONS: Wave = { base: 560, swing: 0.12, period: 40, jitter: 0.1 };
const DAILY_IMPRESSIONS: Wave = { base: 1450, swing: 0.1, period: 30, jitter: 0.06 };
const DAILY_VISITS: Wave = { base: 1940, swing: 0.08, period: 35, jitter: 0.05 };
const PAGE_VIEWS: Wave = { base: 4600, swing: 0.2, period: 45, jitter: 0.07 };
const DAILY_VISITORS: Wave = { base: 2000, swing: 0.3, period: 30, jitter: 0.12 };
const SPLIT: Wave = { base: 1, swing: 0.05, period: 9, jitter: 0.04 };

/** Daily values summed into 8-day periods ending today. */
function bucketTotals(
  name: string,
  seriesSeed: number,
  now: Date,
  count: number,
  wave: Wave,
  amount: "last" | "total",
): BucketTotals {
  const buckets = eightDayBuckets(now, count);
  const data = buckets.map(({ days }) => Math.round(sum(days.map((day) => waveValue(seriesSeed, day, wave)))));
  return {
    amount: amount === "last" ? data[data.length - 1] : sum(data),
    ...describeBuckets(buckets),
    series: [{ name, data }],
  };
}

/** A two-way split in percent that drifts a little from week to week. */
function split(
  seriesSeed: number,
  week: number,
  firstShare: number,
  labels: [string, string],
  uniqueVisitors: number,
): Split {
  const first = Math.min(95, Math.max(5, Math.round(firstShare * waveValue(seriesSeed, week, SPLIT))));
  return { uniqueVisitors, series: [first, 100 - first], labels };
}

/** The analytics dashboard's sample data for the day of `now` (spec section 3 and 9). */
export function analyticsDashboard(now: Date): AnalyticsDashboard {
  const pageViews = dailyPoints(11, lastDays(now, 65), PAGE_VIEWS);
  const dailyVisitors = dailyPoints(12, lastDays(now, 65), DAILY_VISITORS);
  const ratios = dailyVisitors.map((point, index) => point.y / pageViews[index].y);
  const averageRatio = Math.round((sum(ratios) / ratios.length) * 100);
  const uniqueVisitors = sum(dailyVisitors.map((point) => point.y));
  const week = Math.floor(lastDays(now, 1)[0] / 7);

  return {
    visitors: {
      series: {
        "this-year": [{ name: "Visitors", data: dailyPoints(1, everyThirdDay(now, 12, 0), VISITORS) }],
        "last-year": [{ name: "Visitors", data: dailyPoints(1, everyThirdDay(now, 24, 12), VISITORS) }],
      },
    },
    conversions: bucketTotals("Conversions", 2, now, 6, DAILY_CONVERSIONS, "last"),
    impressions: bucketTotals("Impressions", 3, now, 4, DAILY_IMPRESSIONS, "total"),
    visits: bucketTotals("Visits", 4, now, 4, DAILY_VISITS, "total"),
    visitorsVsPageViews: {
      overallScore: round(sum(pageViews.slice(-7).map((point) => point.y)) / 70),
      averageRatio,
      predictedRatio: Math.min(100, averageRatio + 10),
      series: [
        { name: "Page Views", data: pageViews },
        { name: "Visitors", data: dailyVisitors },
      ],
    },
    newVsReturning: split(21, week, 80, ["New", "Returning"], uniqueVisitors),
    gender: split(22, week, 55, ["Male", "Female"], uniqueVisitors),
    age: split(23, week, 35, ["Under 30", "Over 30"], uniqueVisitors),
    language: split(24, week, 25, ["English", "Other"], uniqueVisitors),
  };
}
