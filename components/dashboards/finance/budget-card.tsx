"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { DashboardCard, useNumberFormats } from "@/components/dashboards/shared";
import { usage } from "@/components/dashboards/finance/finance-shape";
import type { FinanceDashboard } from "@/lib/dashboards/finance";

// The month's budget: expenses against their limit, savings against their goal, bills against
// their limit — each the amount, the bound and a bar of how much of it is used (red past it).

type Budget = FinanceDashboard["budget"];
const ROWS = [
  { key: "expenses", bound: "expensesLimit", boundWord: "limit" },
  { key: "savings", bound: "savingsGoal", boundWord: "goal" },
  { key: "bills", bound: "billsLimit", boundWord: "limit" },
] as const;

export function BudgetCard({ budget }: { budget: Budget | undefined }) {
  const t = useTranslations("financeDashboard");
  const formats = useNumberFormats();
  return (
    <DashboardCard
      title={t("budget.title")}
      subtitle={t("budget.subtitle")}
      span={{ md: 12, lg: 4 }}
      loading={!budget}
      skeletonHeight={300}
    >
      {budget && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 3 }}>
          {ROWS.map(({ key, bound, boundWord }) => {
            const used = usage(budget[key], budget[bound]);
            const isOver = boundWord === "limit" && used > 100;
            return (
              <Box component="li" key={key}>
                <Box
                  sx={{
                    display: "flex",
                    justifyContent: "space-between",
                    alignItems: "baseline",
                    gap: 1,
                    flexWrap: "wrap",
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{t(`budget.${key}`)}</Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{
                      fontWeight: 700,
                      color: isOver ? "error.main" : "text.secondary",
                      fontVariantNumeric: "tabular-nums",
                    }}
                  >
                    {formats.percent(used, 1)}
                  </Typography>
                </Box>
                <Typography
                  sx={{ fontSize: "1.35rem", fontWeight: 800, letterSpacing: "-0.02em", whiteSpace: "nowrap" }}
                >
                  {formats.money(budget[key])}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, used)}
                  color={isOver ? "error" : key === "savings" ? "success" : "primary"}
                  aria-label={t(`budget.${key}`)}
                  aria-valuetext={formats.percent(used, 1)}
                  sx={{ height: 8, borderRadius: 4, my: 0.75 }}
                />
                <Typography variant="caption" color={isOver ? "error.main" : "text.secondary"}>
                  {isOver
                    ? t("budget.over", {
                        amount: formats.money(budget[key] - budget[bound]),
                        bound: formats.money(budget[bound]),
                      })
                    : t(`budget.${boundWord}`, { amount: formats.money(budget[bound]) })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </DashboardCard>
  );
}
