import { analyticsDashboard } from "@/lib/dashboards/analytics";
import { listActivities } from "@/lib/dashboards/activities";
import { BTC_MINUTES, cryptoDashboard, WATCHLIST_MINUTES } from "@/lib/dashboards/crypto";
import { BILLS_LIMIT, EXPENSES_LIMIT, financeDashboard, SAVINGS_GOAL, STATEMENT_LIMIT } from "@/lib/dashboards/finance";
import { projectDashboard } from "@/lib/dashboards/project";
import {
  DAY_MS,
  MINUTE_MS,
  dayMonthsBefore,
  dayNumber,
  eightDayBuckets,
  everyThirdDay,
  type Point,
} from "@/lib/dashboards/series";

const NOW = new Date("2025-03-31T10:20:30.000Z");
const LATER = new Date("2025-04-09T18:00:00.000Z");

const times = (points: Point[]) => points.map((point) => Date.parse(point.x));
const gaps = (points: Point[]) =>
  times(points)
    .slice(1)
    .map((time, index) => time - times(points)[index]);
const startOfDay = (date: Date) => dayNumber(date) * DAY_MS;

describe("series helpers", () => {
  it("clamps a month back to the last day of a shorter month", () => {
    expect(new Date(dayMonthsBefore(NOW, 1) * DAY_MS).toISOString().slice(0, 10)).toBe("2025-02-28");
    expect(new Date(dayMonthsBefore(new Date("2025-01-31T00:00:00Z"), -1) * DAY_MS).toISOString().slice(0, 10)).toBe(
      "2025-02-28",
    );
  });

  it("keeps every-third-day points on a fixed grid, so a day keeps its place as time goes on", () => {
    const today = everyThirdDay(NOW, 12, 0);
    const later = everyThirdDay(LATER, 12, 0);
    expect(today.every((day) => day % 3 === 0)).toBe(true);
    expect(later.filter((day) => day <= today[today.length - 1])).toEqual(today.filter((day) => day >= later[0]));
  });

  it("makes 8-day periods that end today and touch each other", () => {
    const buckets = eightDayBuckets(NOW, 6);
    expect(buckets[buckets.length - 1].end).toBe(dayNumber(NOW));
    for (const [index, bucket] of buckets.entries()) {
      expect(bucket.days).toHaveLength(8);
      expect(bucket.end - bucket.start).toBe(7);
      if (index > 0) expect(bucket.start).toBe(buckets[index - 1].end + 1);
    }
  });
});

describe("analyticsDashboard", () => {
  const analytics = analyticsDashboard(NOW);

  it("has exactly the specification's fields", () => {
    expect(Object.keys(analytics).sort()).toEqual(
      [
        "age",
        "conversions",
        "gender",
        "impressions",
        "language",
        "newVsReturning",
        "visitors",
        "visitorsVsPageViews",
        "visits",
      ].sort(),
    );
    expect(Object.keys(analytics.visitors.series).sort()).toEqual(["last-year", "this-year"]);
    expect(Object.keys(analytics.visitorsVsPageViews).sort()).toEqual([
      "averageRatio",
      "overallScore",
      "predictedRatio",
      "series",
    ]);
  });

  it("spaces the visitors every 3 days over the last 12 months and the 12 before", () => {
    const thisYear = analytics.visitors.series["this-year"][0].data;
    const lastYear = analytics.visitors.series["last-year"][0].data;
    for (const data of [thisYear, lastYear]) expect(new Set(gaps(data))).toEqual(new Set([3 * DAY_MS]));
    expect(thisYear.length).toBeGreaterThanOrEqual(121);
    expect(thisYear.length).toBeLessThanOrEqual(122);
    expect(Date.parse(thisYear[0].x)).toBeGreaterThanOrEqual(Date.parse("2024-03-31T00:00:00Z"));
    expect(Date.parse(thisYear[thisYear.length - 1].x)).toBeLessThanOrEqual(startOfDay(NOW));
    expect(Date.parse(lastYear[0].x)).toBeGreaterThanOrEqual(Date.parse("2023-03-31T00:00:00Z"));
    expect(Date.parse(lastYear[lastYear.length - 1].x)).toBeLessThan(Date.parse("2024-03-31T00:00:00Z"));
  });

  it("has daily page views and visitors over the 65 days before today", () => {
    for (const series of analytics.visitorsVsPageViews.series) {
      expect(series.data).toHaveLength(65);
      expect(new Set(gaps(series.data))).toEqual(new Set([DAY_MS]));
      expect(Date.parse(series.data[64].x)).toBe(startOfDay(NOW) - DAY_MS);
    }
    expect(analytics.visitorsVsPageViews.series.map((series) => series.name)).toEqual(["Page Views", "Visitors"]);
  });

  it("sums conversions, impressions and visits in 8-day periods", () => {
    expect(analytics.conversions.series[0].data).toHaveLength(6);
    expect(analytics.conversions.labels).toHaveLength(6);
    expect(analytics.conversions.amount).toBe(analytics.conversions.series[0].data[5]);
    expect(analytics.impressions.series[0].data).toHaveLength(4);
    expect(analytics.visits.amount).toBe(analytics.visits.series[0].data.reduce((a, b) => a + b, 0));
    expect(analytics.conversions.labels[5]).toBe("24 Mar - 31 Mar");
    expect(analytics.conversions.buckets[5]).toEqual({ start: "2025-03-24", end: "2025-03-31" });
  });

  it("splits visitors into two shares that add up to 100", () => {
    for (const split of [analytics.newVsReturning, analytics.gender, analytics.age, analytics.language]) {
      expect(split.series[0] + split.series[1]).toBe(100);
      expect(split.labels).toHaveLength(2);
      expect(split.uniqueVisitors).toBeGreaterThan(0);
    }
  });

  it("is deterministic, and a day keeps its value on later days", () => {
    expect(analyticsDashboard(NOW)).toEqual(analytics);
    const later = analyticsDashboard(LATER).visitors.series["this-year"][0].data;
    const shared = analytics.visitors.series["this-year"][0].data.filter((point) =>
      later.some((other) => other.x === point.x),
    );
    expect(shared.length).toBeGreaterThan(100);
    for (const point of shared) expect(later.find((other) => other.x === point.x)?.y).toBe(point.y);
  });
});

describe("cryptoDashboard", () => {
  const crypto = cryptoDashboard(NOW);

  it("has exactly the specification's fields", () => {
    expect(Object.keys(crypto).sort()).toEqual(["btc", "prices", "wallets", "watchlist"]);
    expect(Object.keys(crypto.btc).sort()).toEqual([
      "allTimeHigh",
      "amount",
      "marketCap",
      "series",
      "supply",
      "trend",
      "volume",
    ]);
    for (const item of crypto.watchlist)
      expect(Object.keys(item).sort()).toEqual(["amount", "iso", "series", "title", "trend"]);
  });

  it("has minute prices up to the current minute and consistent amounts", () => {
    const btc = crypto.btc.series[0].data;
    expect(btc).toHaveLength(BTC_MINUTES);
    expect(new Set(gaps(btc))).toEqual(new Set([MINUTE_MS]));
    expect(Date.parse(btc[btc.length - 1].x)).toBe(Date.parse("2025-03-31T10:19:00.000Z"));
    expect(crypto.btc.amount).toBe(btc[btc.length - 1].y);
    expect(crypto.prices.btc).toBe(crypto.btc.amount);
    expect(crypto.btc.allTimeHigh).toBeGreaterThanOrEqual(Math.max(...btc.map((point) => point.y)));
    for (const item of crypto.watchlist) {
      const data = item.series[0].data;
      expect(data).toHaveLength(WATCHLIST_MINUTES);
      expect(item.amount).toBe(data[data.length - 1].y);
      expect(item.trend.dir).toBe(data[data.length - 1].y >= data[0].y ? "up" : "down");
    }
    expect(crypto.watchlist.find((item) => item.iso === "ETH")?.amount).toBe(crypto.prices.eth);
  });
});

describe("financeDashboard", () => {
  const finance = financeDashboard(NOW);

  it("has exactly the specification's fields and constants", () => {
    expect(Object.keys(finance).sort()).toEqual([
      "accountBalance",
      "budget",
      "currentStatement",
      "previousStatement",
      "recentTransactions",
    ]);
    expect(finance.budget).toEqual({
      expenses: expect.any(Number),
      expensesLimit: 20000,
      savings: expect.any(Number),
      savingsGoal: 250000,
      bills: expect.any(Number),
      billsLimit: 1000,
    });
    expect([EXPENSES_LIMIT, SAVINGS_GOAL, BILLS_LIMIT, STATEMENT_LIMIT]).toEqual([20000, 250000, 1000, 34500]);
    expect(finance.previousStatement).toEqual({
      status: "paid",
      date: "2025-03-16",
      limit: 34500,
      spent: expect.any(Number),
      minimum: expect.any(Number),
    });
    expect(finance.currentStatement).toEqual({
      status: "pending",
      date: "2025-04-16",
      limit: 34500,
      spent: expect.any(Number),
      minimum: expect.any(Number),
    });
  });

  it("has a predicted and an actual balance every 3 days over 12 months", () => {
    expect(finance.accountBalance.series.map((series) => series.name)).toEqual(["Predicted", "Actual"]);
    const [predicted, actual] = finance.accountBalance.series.map((series) => series.data);
    expect(new Set(gaps(actual))).toEqual(new Set([3 * DAY_MS]));
    expect(predicted.map((point) => point.x)).toEqual(actual.map((point) => point.x));
  });

  it("lists recent transactions newest first with the specification's statuses", () => {
    const transactions = finance.recentTransactions;
    expect(transactions.length).toBeGreaterThanOrEqual(5);
    for (const transaction of transactions) {
      expect(Object.keys(transaction).sort()).toEqual(["amount", "date", "id", "name", "status", "transactionId"]);
      expect(["completed", "pending"]).toContain(transaction.status);
      expect(Date.parse(transaction.date)).toBeLessThan(NOW.getTime());
    }
    const dates = transactions.map((transaction) => transaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(transactions.length);
  });
});

describe("projectDashboard", () => {
  const project = projectDashboard(NOW);

  it("has exactly the specification's fields", () => {
    expect(Object.keys(project).sort()).toEqual(
      [
        "budgetDetails",
        "budgetDistribution",
        "githubIssues",
        "monthlyExpenses",
        "schedule",
        "taskDistribution",
        "teamMembers",
        "weeklyExpenses",
        "yearlyExpenses",
      ].sort(),
    );
    expect(Object.keys(project.schedule).sort()).toEqual(["today", "tomorrow"]);
    for (const member of project.teamMembers)
      expect(Object.keys(member).sort()).toEqual(["avatar", "email", "id", "name", "phone", "title"]);
  });

  it("keeps the overview in step with the daily series, and last week's numbers stable", () => {
    const issues = project.githubIssues;
    expect(issues.overview["this-week"]["new-issues"]).toBe(
      issues.series["this-week"][0].data.reduce((a, b) => a + b, 0),
    );
    const nextWeek = projectDashboard(new Date(NOW.getTime() + 7 * DAY_MS));
    expect(nextWeek.githubIssues.overview["last-week"]).toEqual(issues.overview["this-week"]);
  });

  it("buckets expenses in 8-day periods (6, 4 and 10 of them)", () => {
    expect(project.weeklyExpenses.series[0].data).toHaveLength(6);
    expect(project.monthlyExpenses.series[0].data).toHaveLength(4);
    expect(project.yearlyExpenses.series[0].data).toHaveLength(10);
    expect(project.yearlyExpenses.labels[9]).toBe("24 Mar - 31 Mar");
  });

  it("has budget rows whose amounts and percentages add up", () => {
    expect(project.budgetDetails.columns).toEqual([
      "type",
      "total",
      "expensesAmount",
      "expensesPercentage",
      "remainingAmount",
      "remainingPercentage",
    ]);
    for (const row of project.budgetDetails.rows) {
      expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 1);
    }
  });
});

describe("listActivities", () => {
  it("lists about 15 activities, newest first, dated before now", () => {
    const activities = listActivities(NOW);
    expect(activities.length).toBeGreaterThanOrEqual(15);
    const dates = activities.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.max(...dates)).toBeLessThan(NOW.getTime());
    for (const activity of activities) expect((activity.icon === null) !== (activity.image === null)).toBe(true);
    expect(listActivities(LATER).map((activity) => activity.id)).toEqual(activities.map((activity) => activity.id));
  });
});
