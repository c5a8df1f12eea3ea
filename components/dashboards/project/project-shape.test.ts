import {
  budgetCellKind,
  budgetColumns,
  budgetTotals,
  issueSeries,
  percentChange,
  taskSlices,
  timeOnDay,
} from "@/components/dashboards/project/project-shape";
import { projectDashboard } from "@/lib/dashboards/project";

const data = projectDashboard(new Date("2026-11-25T10:00:00Z"));

describe("project dashboard shaping", () => {
  it("draws new issues as a line and closed ones as bars, with the week's numbers", () => {
    for (const week of ["this-week", "last-week"] as const) {
      const series = issueSeries(data.githubIssues, week);
      expect(series.map((one) => [one.id, one.labelKey, one.type])).toEqual([
        ["newIssues", "newIssues", "line"],
        ["closedIssues", "closedIssues", "bar"],
      ]);
      expect(series[0].data).toEqual(data.githubIssues.series[week][0].data);
      // The overview's totals are the sums of the days.
      expect(series[0].data.reduce((a, b) => a + b, 0)).toBe(data.githubIssues.overview[week]["new-issues"]);
    }
  });

  it("keeps a series it does not know under its own name", () => {
    const issues = {
      ...data.githubIssues,
      series: { ...data.githubIssues.series, "this-week": [{ name: "Other", type: "line" as const, data: [1] }] },
    };
    expect(issueSeries(issues, "this-week")[0]).toMatchObject({ id: "series-0", labelKey: null, name: "Other" });
  });

  it("pairs each task area with its share of the chosen week", () => {
    const slices = taskSlices(data.taskDistribution, "last-week");
    expect(slices.map((slice) => slice.area)).toEqual(["API", "Backend", "Frontend", "Issues"]);
    expect(slices.map((slice) => slice.value)).toEqual(data.taskDistribution.series["last-week"]);
  });

  it("measures a change in percent, one decimal, and none without a base", () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 120)).toBe(-25);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
  });

  it("shows every budget column the data names, each as name, money or percentage", () => {
    expect(budgetColumns(data.budgetDetails.columns)).toEqual(data.budgetDetails.columns);
    expect(budgetColumns(["id", "type", "total"])).toEqual(["type", "total"]);
    expect(budgetCellKind("type")).toBe("type");
    expect(budgetCellKind("remainingAmount")).toBe("money");
    expect(budgetCellKind("expensesPercentage")).toBe("percent");
    expect(budgetCellKind("id")).toBeNull();
  });

  it("totals the budget rows", () => {
    const totals = budgetTotals(data.budgetDetails.rows);
    expect(totals.total).toBe(124_000);
    expect(totals.expensesAmount + totals.remainingAmount).toBeCloseTo(124_000, 2);
    expect(totals.expensesPercentage + totals.remainingPercentage).toBeCloseTo(100, 1);
    expect(budgetTotals([])).toEqual({
      total: 0,
      expensesAmount: 0,
      remainingAmount: 0,
      expensesPercentage: 0,
      remainingPercentage: 0,
    });
  });

  it("puts a wall-clock time on a given day", () => {
    const day = new Date(2026, 10, 26, 23, 59);
    const at = timeOnDay("09:15", day);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2026, 10, 26, 9, 15,
    ]);
  });
});
