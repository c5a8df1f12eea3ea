import { growth, seriesInRange, usage } from "@/components/dashboards/finance/finance-shape";
import { financeDashboard } from "@/lib/dashboards/finance";

const data = financeDashboard(new Date("2026-11-25T10:00:00Z"));
const series = data.accountBalance.series;

describe("finance dashboard shaping", () => {
  it("keeps the whole series for 12 months, and measures its growth as the API does", () => {
    expect(seriesInRange(series, "12m")).toBe(series);
    const actual = series.find((one) => one.name === "Actual")!;
    expect(growth(actual.data)).toBeCloseTo(data.accountBalance.growRate, 2);
  });

  it("cuts every series to the last 3 or 6 months of the newest point", () => {
    const last = new Date(series[0].data.at(-1)!.x);
    for (const [range, months] of [
      ["3m", 3],
      ["6m", 6],
    ] as const) {
      const cut = seriesInRange(series, range);
      expect(cut.map((one) => one.name)).toEqual(["Predicted", "Actual"]);
      const start = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - months, last.getUTCDate());
      for (const one of cut) {
        expect(one.data.length).toBeGreaterThan(0);
        expect(one.data.length).toBeLessThan(series[0].data.length);
        expect(one.data.every((point) => new Date(point.x).getTime() >= start)).toBe(true);
        expect(one.data.at(-1)).toEqual(series.find((s) => s.name === one.name)!.data.at(-1));
      }
      // Points every third day: about ten a month.
      expect(cut[0].data.length).toBeGreaterThanOrEqual(months * 9);
      expect(cut[0].data.length).toBeLessThanOrEqual(months * 11);
    }
    expect(seriesInRange(series, "3m")[0].data.length).toBeLessThan(seriesInRange(series, "6m")[0].data.length);
  });

  it("leaves an empty series alone", () => {
    expect(seriesInRange([{ name: "Actual", data: [] }], "3m")).toEqual([{ name: "Actual", data: [] }]);
  });

  it("measures growth from the first to the last point", () => {
    expect(
      growth([
        { x: "a", y: 40 },
        { x: "b", y: 50 },
      ]),
    ).toBe(25);
    expect(
      growth([
        { x: "a", y: 50 },
        { x: "b", y: 40 },
      ]),
    ).toBe(-20);
    expect(growth([])).toBe(0);
    expect(
      growth([
        { x: "a", y: 0 },
        { x: "b", y: 3 },
      ]),
    ).toBe(0);
  });

  it("measures how much of a limit is used", () => {
    expect(usage(500, 1_000)).toBe(50);
    expect(usage(1_234, 1_000)).toBe(123.4);
    expect(usage(1, 3)).toBe(33.3);
    expect(usage(5, 0)).toBe(0);
  });
});
