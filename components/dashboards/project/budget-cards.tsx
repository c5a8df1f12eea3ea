"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import {
  DashboardBarChart,
  DashboardCard,
  DashboardSparkline,
  StatFigure,
  spanSx,
  useNumberFormats,
  type PaletteColor,
} from "@/components/dashboards/shared";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { ProjectDashboard } from "@/lib/dashboards/project";

// The budget's distribution over its categories (bars, in percent) and, beside it, the weekly,
// monthly and yearly expenses: each its total and a sparkline of its 8-day periods.

type Expenses = ProjectDashboard["weeklyExpenses"];

export function BudgetDistributionCard({ budget }: { budget: ProjectDashboard["budgetDistribution"] | undefined }) {
  const common = useTranslations("dashboardsCommon");
  const { t, budgetType } = useProjectLabels();
  const formats = useNumberFormats();
  return (
    <DashboardCard
      title={t("budget.title")}
      subtitle={t("budget.subtitle")}
      span={{ md: 12, lg: 7 }}
      loading={!budget}
      skeletonHeight={320}
    >
      {budget && (
        <DashboardBarChart
          labels={budget.categories.map(budgetType)}
          series={budget.series.map((series, index) => ({
            id: `budget-${index}`,
            label: t("budget.share"),
            data: series.data,
            color: "primary",
          }))}
          caption={t("budget.chartCaption")}
          labelHeader={common("category")}
          format={(value) => formats.percent(value, 0)}
          hideLegend
          heights={{ phone: 260, desktop: 400 }}
        />
      )}
    </DashboardCard>
  );
}

type ExpensesKind = "weeklyExpenses" | "monthlyExpenses" | "yearlyExpenses";
const EXPENSES: { key: ExpensesKind; color: PaletteColor }[] = [
  { key: "weeklyExpenses", color: "primary" },
  { key: "monthlyExpenses", color: "warning" },
  { key: "yearlyExpenses", color: "error" },
];

/** The three expense cards stacked in one column of the grid (beside the distribution on wide screens). */
export function ExpensesColumn({ data }: { data: ProjectDashboard | undefined }) {
  return (
    <Box sx={{ gridColumn: spanSx({ md: 12, lg: 5 }), display: "grid", gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
      {EXPENSES.map(({ key, color }) => (
        <ExpensesCard key={key} kind={key} expenses={data?.[key]} color={color} />
      ))}
    </Box>
  );
}

function ExpensesCard({
  kind,
  expenses,
  color,
}: {
  kind: ExpensesKind;
  expenses: Expenses | undefined;
  color: PaletteColor;
}) {
  const common = useTranslations("dashboardsCommon");
  const { t } = useProjectLabels();
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const periods = (expenses?.buckets ?? []).map(
    (bucket) => `${format(bucket.start, "dayMonth")} – ${format(bucket.end, "dayMonth")}`,
  );
  const first = expenses?.buckets[0];
  const last = expenses?.buckets.at(-1);
  return (
    <DashboardCard title={t(`expenses.${kind}`)} loading={!expenses} skeletonHeight={72}>
      {expenses && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
            <StatFigure
              label={
                first && last
                  ? t("expenses.range", { from: format(first.start, "dayMonth"), to: format(last.end, "dayMonth") })
                  : ""
              }
              value={formats.money(expenses.amount)}
            />
          </Box>
          <Box sx={{ flex: "1 1 180px", minWidth: 0 }}>
            <DashboardSparkline
              labels={periods}
              data={expenses.series[0]?.data ?? []}
              caption={t("expenses.chartCaption", { title: t(`expenses.${kind}`) })}
              labelHeader={common("period")}
              valueHeader={t("expenses.amount")}
              format={(value) => formats.money(value)}
              color={color}
              height={64}
            />
          </Box>
        </Box>
      )}
    </DashboardCard>
  );
}
