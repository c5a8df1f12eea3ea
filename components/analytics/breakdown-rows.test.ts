import {
  breakdownCsv,
  currenciesOf,
  csvFileName,
  metricValue,
  rowsOf,
  sortRows,
  type Metric,
} from "@/components/analytics/breakdown-rows";
import type { BreakdownRow } from "@/lib/analytics/schema";

function row(key: string | null, figures: Partial<BreakdownRow> = {}): BreakdownRow {
  return {
    key,
    label: key ?? "direct",
    views: 0,
    visitors: 0,
    orders: 0,
    tickets: 0,
    checkedIn: 0,
    revenue: [],
    ...figures,
  };
}

const rows = [
  row("newsletter", { views: 30, visitors: 20, orders: 5, tickets: 8, revenue: [{ currency: "EUR", amount: 5000 }] }),
  row(null, { views: 50, visitors: 40, orders: 5, tickets: 6, revenue: [{ currency: "USD", amount: 9000 }] }),
  row('=HYPERLINK("http://evil")', { views: 10, visitors: 10, orders: 0 }),
];
const labelOf = (r: BreakdownRow) => (r.key === null ? "direct" : r.label);
const keys = (list: BreakdownRow[]) => list.map((r) => r.key);

describe("breakdown rows", () => {
  it("sorts by label or a figure, either way, ties in the API's order", () => {
    expect(keys(sortRows(rows, { key: "orders", direction: "desc" }, "EUR", labelOf, "en"))).toEqual([
      "newsletter",
      null,
      rows[2].key,
    ]);
    expect(keys(sortRows(rows, { key: "views", direction: "asc" }, "EUR", labelOf, "en"))).toEqual([
      rows[2].key,
      "newsletter",
      null,
    ]);
    expect(keys(sortRows(rows, { key: "label", direction: "asc" }, "EUR", labelOf, "en"))).toEqual([
      rows[2].key,
      null,
      "newsletter",
    ]);
    // Revenue sorts by the chosen currency's amount.
    expect(keys(sortRows(rows, { key: "revenue", direction: "desc" }, "USD", labelOf, "en"))[0]).toBeNull();
    expect(keys(sortRows(rows, { key: "revenue", direction: "desc" }, "EUR", labelOf, "en"))[0]).toBe("newsletter");
  });

  it("puts rows without a figure last in both directions", () => {
    const types = [row("a", { views: null, visitors: null, orders: 1 }), row("b", { views: 3 })];
    for (const direction of ["asc", "desc"] as const)
      expect(keys(sortRows(types, { key: "views", direction }, null, labelOf, "en"))).toEqual(["b", "a"]);
  });

  it("computes conversion and check-in rate, and none where there is no base", () => {
    const value = (metric: Metric, r: BreakdownRow) => metricValue(r, metric, null);
    expect(value("conversion", rows[0])).toBe(0.25);
    expect(value("conversion", row("x", { views: null, visitors: null }))).toBeNull();
    expect(value("checkInRate", row("x", { tickets: 4, checkedIn: 3 }))).toBe(0.75);
    expect(value("checkInRate", row("x"))).toBeNull();
    expect(rowsOf("checkIn", [row("a", { tickets: 2 }), row("b")]).map((r) => r.key)).toEqual(["a"]);
  });

  it("writes the CSV with one revenue column per currency, formulas neutralised", () => {
    expect(currenciesOf(rows)).toEqual(["USD", "EUR"]);
    const csv = breakdownCsv("source", rows, {
      labelOf,
      headers: { label: "Source", metric: (metric) => metric, revenueIn: (currency) => `Net revenue (${currency})` },
    });
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFSource,views,visitors,orders,tickets,conversion,Net revenue (USD),Net revenue (EUR)",
      "newsletter,30,20,5,8,0.25,0,50",
      "direct,50,40,5,6,0.125,90,0",
      `"'=HYPERLINK(""http://evil"")",10,10,0,0,0,0,0`,
      "",
    ]);
    const checkIn = breakdownCsv("checkIn", [row("e1", { label: "Gala", tickets: 3, checkedIn: 1 })], {
      labelOf,
      headers: { label: "Event", metric: (metric) => metric, revenueIn: (currency) => currency },
    });
    expect(checkIn.split("\r\n").slice(0, 2)).toEqual(["\uFEFFEvent,tickets,checkedIn,checkInRate", "Gala,3,1,0.3333"]);
    expect(csvFileName("source", { from: "2026-03-01", to: "2026-03-31" })).toBe(
      "analytics-source-2026-03-01-2026-03-31.csv",
    );
  });
});
