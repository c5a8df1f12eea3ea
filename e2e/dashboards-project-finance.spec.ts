import { expect as baseExpect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16, "Done means" for the project and finance dashboards: each shows figures from its
// API's data (not headings), and switching a range changes a shown figure. The dashboards' data
// is computed sample data, the same for every user, so the test reads the API and compares.

test.setTimeout(180_000);
// A development server compiles each screen on its first visit, which can take most of a minute.
const expect = baseExpect.configure({ timeout: 30_000 });

const money = (value: number) => new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(value);
const count = (value: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format(value);
const percent = (value: number) =>
  new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 2 }).format(value / 100);

type Project = {
  githubIssues: { overview: Record<"this-week" | "last-week", Record<string, number>> };
  taskDistribution: { overview: Record<"this-week" | "last-week", { new: number; completed: number }> };
  schedule: { today: { title: string }[]; tomorrow: { title: string }[] };
  budgetDetails: { rows: { type: string; total: number; expensesAmount: number }[] };
  teamMembers: { name: string; email: string }[];
};

type Finance = {
  accountBalance: { growRate: number; series: { name: string; data: { x: string; y: number }[] }[] };
  budget: { expenses: number };
  recentTransactions: { name: string; amount: number; transactionId: string }[];
};

test("the project dashboard shows its API's figures and switches weeks", async ({ page }) => {
  const user = await createUser(page.request, "dash-project");
  await signInWithApi(page, user);
  const data: Project = await (await page.request.get("/api/dashboards/project")).json();

  await page.goto("/dashboards/project");

  // Budget details: a category's row with its total and expenses.
  const details = page.getByRole("table", { name: "Budget details" });
  const design = data.budgetDetails.rows.find((row) => row.type === "Design")!;
  const designRow = details.getByRole("row", { name: /Design/ });
  await expect(designRow).toContainText(money(design.total));
  await expect(designRow).toContainText(money(design.expensesAmount));

  // Team members: every name, with a mail link.
  const team = page.getByRole("region", { name: "Team members" });
  for (const member of data.teamMembers) await expect(team.getByText(member.name, { exact: true })).toBeVisible();
  await expect(team.getByRole("link", { name: new RegExp(data.teamMembers[0].email) })).toHaveAttribute(
    "href",
    `mailto:${data.teamMembers[0].email}`,
  );

  // Schedule: today's items, then tomorrow's.
  const schedule = page.getByRole("region", { name: "Schedule" });
  await expect(schedule.getByText(data.schedule.today[0].title, { exact: true })).toBeVisible();
  await schedule.getByRole("tab", { name: "Tomorrow" }).click();
  await expect(schedule.getByText(data.schedule.tomorrow.at(-1)!.title, { exact: true })).toBeVisible();

  // GitHub issues: this week's new and closed totals, then last week's.
  const issues = page.getByRole("region", { name: "GitHub issues summary" });
  const { "this-week": thisWeek, "last-week": lastWeek } = data.githubIssues.overview;
  await expect(issues.getByText(count(thisWeek["new-issues"]), { exact: true })).toBeVisible();
  await expect(issues.getByText(count(thisWeek["closed-issues"]), { exact: true })).toBeVisible();
  await issues.getByRole("button", { name: "Last week" }).click();
  await expect(issues.getByRole("button", { name: "Last week" })).toHaveAttribute("aria-pressed", "true");
  await expect(issues.getByText(count(lastWeek["new-issues"]), { exact: true })).toBeVisible();
  await expect(issues.getByText(count(lastWeek["closed-issues"]), { exact: true })).toBeVisible();
  if (lastWeek["new-issues"] !== thisWeek["new-issues"]) {
    await expect(issues.getByText(count(thisWeek["new-issues"]), { exact: true })).toHaveCount(0);
  }

  // Task distribution: the week's new tasks follow the range too.
  const tasks = page.getByRole("region", { name: "Task distribution" });
  const taskWeeks = data.taskDistribution.overview;
  await expect(tasks.getByText(count(taskWeeks["this-week"].new), { exact: true })).toBeVisible();
  await tasks.getByRole("button", { name: "Last week" }).click();
  await expect(tasks.getByText(count(taskWeeks["last-week"].new), { exact: true })).toBeVisible();
});

test("the finance dashboard shows its API's figures and switches the balance's range", async ({ page }) => {
  const user = await createUser(page.request, "dash-finance");
  await signInWithApi(page, user);
  const data: Finance = await (await page.request.get("/api/dashboards/finance")).json();

  // A failed read shows the error with Retry; Retry reads again.
  await page.route("**/api/dashboards/finance", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"message":"down"}}' }),
  );
  await page.goto("/dashboards/finance");
  await expect(page.getByRole("alert").filter({ hasText: "The dashboard could not be loaded." })).toBeVisible();
  await page.unroute("**/api/dashboards/finance");
  await page.getByRole("button", { name: "Try again" }).click();

  // Recent transactions: each with its amount and id.
  const transactions = page.getByRole("table", { name: "Recent transactions" });
  for (const transaction of data.recentTransactions) {
    const row = transactions.getByRole("row", { name: new RegExp(transaction.name) });
    await expect(row).toContainText(transaction.transactionId);
    await expect(row).toContainText(money(transaction.amount));
  }

  // The budget's expenses.
  await expect(
    page.getByRole("region", { name: "Budget", exact: true }).getByText(money(data.budget.expenses)),
  ).toBeVisible();

  // The balance grew by the API's rate over 12 months; over 3 months by the last 3 months' rate.
  const balance = page.getByRole("region", { name: "Account balance" });
  await expect(balance.getByText(percent(data.accountBalance.growRate), { exact: true })).toBeVisible();
  await balance.getByRole("button", { name: "3 months" }).click();
  await expect(balance.getByText("Growth over 3 months")).toBeVisible();
  const actual = data.accountBalance.series.find((series) => series.name === "Actual")!.data;
  const last = new Date(actual.at(-1)!.x);
  const start = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 3, last.getUTCDate());
  const shown = actual.filter((point) => new Date(point.x).getTime() >= start);
  const rate = Math.round(((shown.at(-1)!.y - shown[0].y) / shown[0].y) * 10_000) / 100;
  await expect(balance.getByText(percent(rate), { exact: true })).toBeVisible();
});
