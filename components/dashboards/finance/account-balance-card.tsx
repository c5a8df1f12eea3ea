"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import {
  DashboardCard,
  DashboardLineChart,
  RangeToggle,
  StatFigure,
  useNumberFormats,
} from "@/components/dashboards/shared";
import {
  BALANCE_RANGES,
  growth,
  seriesInRange,
  type BalanceRange,
} from "@/components/dashboards/finance/finance-shape";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { FinanceDashboard } from "@/lib/dashboards/finance";

// The account balance: the actual and the predicted balance every third day (in thousands of
// dollars, as the data has them) over the last 3, 6 or 12 months, how much it grew over that
// range and the average monthly income.

const SERIES_KEYS: Record<string, "predicted" | "actual"> = { Predicted: "predicted", Actual: "actual" };

export function AccountBalanceCard({ balance }: { balance: FinanceDashboard["accountBalance"] | undefined }) {
  const common = useTranslations("dashboardsCommon");
  const t = useTranslations("financeDashboard");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const [range, setRange] = useState<BalanceRange>("12m");
  const series = balance ? seriesInRange(balance.series, range) : [];
  const actual = series.find((one) => one.name === "Actual") ?? series.at(-1);
  // The API's own figure for its whole series; shorter ranges are measured the same way.
  const grew = balance && range === "12m" ? balance.growRate : growth(actual?.data ?? []);
  const points = series[0]?.data ?? [];
  // The balance series are in thousands of dollars.
  const thousands = (value: number) => formats.compactMoney(value * 1000, undefined, 2);

  return (
    <DashboardCard
      title={t("balance.title")}
      subtitle={t("balance.subtitle")}
      span={{ md: 12, lg: 8 }}
      loading={!balance}
      skeletonHeight={360}
      action={
        <RangeToggle
          label={common("range")}
          value={range}
          onChange={setRange}
          options={BALANCE_RANGES.map((value) => ({ value, label: t(`balance.ranges.${value}`) }))}
        />
      }
    >
      {balance && (
        <>
          <Box sx={{ display: "flex", gap: { xs: 3, sm: 6 }, flexWrap: "wrap", mb: 2 }}>
            <StatFigure
              label={t("balance.growth", { range: t(`balance.ranges.${range}`) })}
              value={formats.percent(grew)}
              color={grew >= 0 ? "success.main" : "error.main"}
              change={{
                text: grew >= 0 ? t("balance.grew") : t("balance.shrank"),
                direction: grew > 0 ? "up" : grew < 0 ? "down" : "flat",
                tone: grew >= 0 ? "good" : "bad",
              }}
            />
            <StatFigure label={t("balance.ami")} value={formats.money(balance.ami)} hint={t("balance.amiHint")} />
          </Box>
          <DashboardLineChart
            labels={points.map((point) => format(point.x, "dayMonth"))}
            tableLabels={points.map((point) => format(point.x, "display"))}
            series={series.map((one, index) => {
              const key = SERIES_KEYS[one.name] as "predicted" | "actual" | undefined;
              return {
                id: key ?? `series-${index}`,
                label: key ? t(`balance.${key}`) : one.name,
                data: one.data.map((point) => point.y),
                color: one.name === "Predicted" ? "secondary" : "primary",
                area: one.name === "Actual",
              };
            })}
            caption={t("balance.chartCaption", { range: t(`balance.ranges.${range}`) })}
            labelHeader={common("day")}
            format={thousands}
            axisFormat={(value) => formats.compact(value * 1000)}
            heights={{ phone: 220, desktop: 280 }}
            phoneLabels={3}
            desktopLabels={7}
          />
        </>
      )}
    </DashboardCard>
  );
}
