import {
  isVisitorRange,
  lastChange,
  splitGroup,
  splitRows,
  summarize,
  viewsAndVisitors,
  visitorPoints,
} from "@/components/dashboards/analytics/analytics-data";
import { analyticsDashboard } from "@/lib/dashboards/analytics";

const point = (day: string, y: number) => ({ x: `${day}T00:00:00.000Z`, y });

describe("summarize", () => {
  it("gives the rounded average, the highest and the lowest point", () => {
    const points = [point("2026-01-01", 10), point("2026-01-04", 31), point("2026-01-07", 4)];
    expect(summarize(points)).toEqual({ average: 15, peak: points[1], low: points[2] });
  });

  it("keeps the first of equal extremes and answers an empty series with zero", () => {
    const points = [point("2026-01-01", 5), point("2026-01-04", 5)];
    expect(summarize(points)).toEqual({ average: 5, peak: points[0], low: points[0] });
    expect(summarize([])).toEqual({ average: 0, peak: null, low: null });
  });
});

describe("lastChange", () => {
  it("compares the last value with the one before, in percent with one decimal", () => {
    expect(lastChange([1, 100, 125])).toEqual({ dir: "up", percent: 25 });
    expect(lastChange([200, 150])).toEqual({ dir: "down", percent: 25 });
    expect(lastChange([300, 301])).toEqual({ dir: "up", percent: 0.3 });
    expect(lastChange([7, 7])).toEqual({ dir: "up", percent: 0 });
  });

  it("has no change without a previous value or from zero", () => {
    expect(lastChange([5])).toBeNull();
    expect(lastChange([])).toBeNull();
    expect(lastChange([0, 9])).toBeNull();
  });
});

describe("splitRows", () => {
  it("names the groups by key and splits the visitors so they add up", () => {
    const rows = splitRows({ uniqueVisitors: 1001, series: [55, 45], labels: ["Male", "Female"] });
    expect(rows).toEqual([
      { id: "0-Male", group: "male", label: "Male", percent: 55, visitors: 551 },
      { id: "1-Female", group: "female", label: "Female", percent: 45, visitors: 450 },
    ]);
    expect(rows[0].visitors + rows[1].visitors).toBe(1001);
  });

  it("knows every group the API sends and nothing else", () => {
    const data = analyticsDashboard(new Date("2026-11-25T12:00:00Z"));
    for (const split of [data.newVsReturning, data.gender, data.age, data.language]) {
      for (const label of split.labels) expect(splitGroup(label)).not.toBeNull();
    }
    expect(splitGroup("Klingon")).toBeNull();
    expect(splitGroup("toString")).toBeNull();
  });
});

describe("the API's data", () => {
  const data = analyticsDashboard(new Date("2026-11-25T12:00:00Z"));

  it("has points for both visitor ranges, and they differ", () => {
    expect(isVisitorRange("this-year")).toBe(true);
    expect(isVisitorRange("last-month")).toBe(false);
    const thisYear = visitorPoints(data, "this-year");
    const lastYear = visitorPoints(data, "last-year");
    expect(thisYear.length).toBeGreaterThan(100);
    expect(lastYear.length).toBeGreaterThan(100);
    expect(summarize(thisYear).average).not.toBe(summarize(lastYear).average);
  });

  it("pairs page views and visitors day by day", () => {
    const rows = viewsAndVisitors(data);
    expect(rows).toHaveLength(65);
    expect(rows[0]).toEqual({
      x: data.visitorsVsPageViews.series[0].data[0].x,
      views: data.visitorsVsPageViews.series[0].data[0].y,
      visitors: data.visitorsVsPageViews.series[1].data[0].y,
    });
  });
});
