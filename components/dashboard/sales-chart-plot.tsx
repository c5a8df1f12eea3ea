"use client";
import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "@mui/material/styles";
import { formatCount } from "@/components/dashboard/format";
import { DayBarsAndLine } from "@/components/ui/day-bars-and-line";
import type { SeriesDay } from "@/lib/dashboard/schema";
import { formatCompactMoney, formatMoney } from "@/lib/text/money";

// The chart itself: tickets per day as bars (left axis) and, for managers, net revenue in one
// currency as a line (right axis). Loaded on demand (sales-chart.tsx), so MUI X Charts stays out
// of the first paint; the same numbers are in the table beside it for screen readers.

export type SalesChartPlotProps = {
  series: SeriesDay[];
  /** The currency whose revenue is drawn; null draws tickets only (staff, or no revenue at all). */
  currency: string | null;
  height: number;
};

export default function SalesChartPlot({ series, currency, height }: SalesChartPlotProps) {
  const t = useTranslations("dashboard.chart");
  const locale = useLocale();
  const theme = useTheme();
  const revenueOf = (row: SeriesDay) => row.revenue?.find((money) => money.currency === currency)?.amount ?? 0;
  const money = (value: number | null) => (currency ? formatMoney(value ?? 0, currency, locale) : "");
  // A compact money axis: "€1.2K" rather than "€1,234.00".
  const compactMoney = (value: number) => (currency ? formatCompactMoney(value, currency, locale) : "");
  return (
    <DayBarsAndLine
      days={series.map((row) => row.day)}
      height={height}
      // About a label a week, so they never overlap on a phone.
      labelStep={7}
      categoryGapRatio={0.35}
      yAxis={[
        { id: "tickets", position: "left", tickMinStep: 1, width: 40 },
        ...(currency
          ? [{ id: "revenue", position: "right" as const, valueFormatter: compactMoney, width: 56, tickMinStep: 1 }]
          : []),
      ]}
      series={[
        {
          type: "bar",
          id: "tickets",
          yAxisId: "tickets",
          label: t("tickets"),
          data: series.map((row) => row.tickets),
          color: theme.palette.primary.main,
          valueFormatter: (value: number | null) => formatCount(value ?? 0, locale),
        },
        ...(currency
          ? [
              {
                type: "line" as const,
                id: "revenue",
                yAxisId: "revenue",
                label: t("revenue", { currency }),
                data: series.map(revenueOf),
                color: theme.palette.warning.main,
                curve: "monotoneX" as const,
                showMark: false,
                valueFormatter: money,
              },
            ]
          : []),
      ]}
    />
  );
}
