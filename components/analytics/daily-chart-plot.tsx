"use client";
import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "@mui/material/styles";
import { formatCount } from "@/components/dashboard/format";
import { DayBarsAndLine } from "@/components/ui/day-bars-and-line";
import type { BreakdownRow } from "@/lib/analytics/schema";

// The chart itself: orders and tickets per day as bars (left axis), page views as a line (right
// axis, as they run an order of magnitude higher). Loaded on demand by daily-chart.tsx, so MUI X
// Charts stays out of the first paint; the same numbers are in the table beside it.

export type DailyChartPlotProps = { days: BreakdownRow[]; height: number; labelCount: number };

export default function DailyChartPlot({ days, height, labelCount }: DailyChartPlotProps) {
  const t = useTranslations("analytics.daily");
  const locale = useLocale();
  const theme = useTheme();
  const keys = days.map((day) => day.key ?? "");
  const count = (value: number | null) => formatCount(value ?? 0, locale);
  return (
    <DayBarsAndLine
      days={keys}
      height={height}
      labelStep={Math.max(1, Math.ceil(keys.length / labelCount))}
      categoryGapRatio={0.3}
      yAxis={[
        { id: "counts", position: "left", tickMinStep: 1, width: 40 },
        { id: "views", position: "right", tickMinStep: 1, width: 48 },
      ]}
      series={[
        {
          type: "bar",
          id: "orders",
          yAxisId: "counts",
          label: t("orders"),
          data: days.map((day) => day.orders),
          color: theme.palette.primary.main,
          valueFormatter: count,
        },
        {
          type: "bar",
          id: "tickets",
          yAxisId: "counts",
          label: t("tickets"),
          data: days.map((day) => day.tickets),
          color: theme.palette.secondary.main,
          valueFormatter: count,
        },
        {
          type: "line",
          id: "views",
          yAxisId: "views",
          label: t("views"),
          data: days.map((day) => day.views ?? 0),
          color: theme.palette.warning.main,
          curve: "monotoneX",
          showMark: days.length <= 31,
          valueFormatter: count,
        },
      ]}
    />
  );
}
