"use client";
import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "@mui/material/styles";
import { BarPlot } from "@mui/x-charts/BarChart";
import { ChartsAxis } from "@mui/x-charts/ChartsAxis";
import { ChartsAxisHighlight } from "@mui/x-charts/ChartsAxisHighlight";
import { ChartsDataProvider } from "@mui/x-charts/ChartsDataProvider";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsLegend } from "@mui/x-charts/ChartsLegend";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsTooltip } from "@mui/x-charts/ChartsTooltip";
import { ChartsWrapper } from "@mui/x-charts/ChartsWrapper";
import { LinePlot, MarkPlot } from "@mui/x-charts/LineChart";
import { formatCount, shortDay } from "@/components/dashboard/format";
import type { SeriesDay } from "@/lib/dashboard/schema";
import { formatMoney, minorDigits } from "@/lib/text/money";

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
  const days = series.map((row) => row.day);
  const revenueOf = (row: SeriesDay) => row.revenue?.find((money) => money.currency === currency)?.amount ?? 0;
  const money = (value: number | null) => (currency ? formatMoney(value ?? 0, currency, locale) : "");
  // A compact money axis: "€1.2K" rather than "€1,234.00".
  const compactMoney = (value: number) =>
    currency
      ? new Intl.NumberFormat(locale, { style: "currency", currency, notation: "compact" }).format(
          value / 10 ** minorDigits(currency),
        )
      : "";
  return (
    <ChartsDataProvider
      height={height}
      xAxis={[
        {
          id: "days",
          scaleType: "band",
          data: days,
          valueFormatter: (day: string) => shortDay(day, locale),
          // About a label a week, so they never overlap on a phone.
          tickLabelInterval: (_day: string, index: number) => (days.length - 1 - index) % 7 === 0,
          categoryGapRatio: 0.35,
        },
      ]}
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
    >
      <ChartsWrapper legendPosition={{ vertical: "top", horizontal: "start" }}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
