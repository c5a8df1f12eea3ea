import type { BudgetRow, ProjectDashboard } from "@/lib/dashboards/project";

// Pure shaping of the project dashboard's data for its cards (tested in project-shape.test.ts).

export type Week = "this-week" | "last-week";
export type IssueKey = keyof ProjectDashboard["githubIssues"]["overview"]["this-week"];

/** The issue figures the overview shows small, below new and closed. */
export const MINOR_ISSUE_KEYS: IssueKey[] = ["fixed", "wont-fix", "re-opened", "needs-triage"];

/** The series' English names in the data → their message keys. */
const SERIES_KEYS: Record<string, "newIssues" | "closedIssues"> = {
  "New issues": "newIssues",
  "Closed issues": "closedIssues",
};

/** A week's issue series as the chart's series: a message key for the label, line or bars as the data says. */
export function issueSeries(issues: ProjectDashboard["githubIssues"], week: Week) {
  return issues.series[week].map((series, index) => ({
    id: (SERIES_KEYS[series.name] as string | undefined) ?? `series-${index}`,
    labelKey: (SERIES_KEYS[series.name] as "newIssues" | "closedIssues" | undefined) ?? null,
    name: series.name,
    data: series.data,
    type: series.type === "column" ? ("bar" as const) : ("line" as const),
  }));
}

/** The task areas of a week with their share (0–100), for the donut and its table. */
export function taskSlices(tasks: ProjectDashboard["taskDistribution"], week: Week) {
  return tasks.labels.map((label, index) => ({ id: label, area: label, value: tasks.series[week][index] ?? 0 }));
}

/** The change from `previous` to `current` in percent (one decimal), null when there is no base. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type BudgetCellKind = "type" | "money" | "percent";

/** How a budget-details column shows: the category's name, money or a percentage. */
export function budgetCellKind(column: keyof BudgetRow): BudgetCellKind | null {
  if (column === "type") return "type";
  if (column === "total" || column === "expensesAmount" || column === "remainingAmount") return "money";
  if (column === "expensesPercentage" || column === "remainingPercentage") return "percent";
  return null;
}

/** The columns of the budget table that can be shown (the data names them; `id` is not one). */
export function budgetColumns(columns: (keyof BudgetRow)[]): Exclude<keyof BudgetRow, "id">[] {
  return columns.filter((column): column is Exclude<keyof BudgetRow, "id"> => budgetCellKind(column) !== null);
}

/** The budget rows' totals: sum of totals, of expenses and of what remains, with the shares in percent. */
export function budgetTotals(rows: BudgetRow[]) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const expenses = rows.reduce((sum, row) => sum + row.expensesAmount, 0);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    total: round2(total),
    expensesAmount: round2(expenses),
    remainingAmount: round2(total - expenses),
    expensesPercentage: total === 0 ? 0 : round2((expenses / total) * 100),
    remainingPercentage: total === 0 ? 0 : round2(((total - expenses) / total) * 100),
  };
}

/** A wall-clock time "HH:mm" on `day` (local), for formatting in the reader's language. */
export function timeOnDay(time: string, day: Date): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const date = new Date(day);
  date.setHours(hours || 0, minutes || 0, 0, 0);
  return date;
}
