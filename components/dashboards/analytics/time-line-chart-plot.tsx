"use client";
import { LineChart, lineClasses } from "@mui/x-charts/LineChart";
import type { AxisValueFormatterContext } from "@mui/x-charts/models";
import type { PaletteColor } from "@/components/dashboards/shared/chart-types";
import { usePaletteColor } from "@/components/dashboards/shared/palette";

// The plot of <TimeLineChart> (time-line-chart.tsx): lines over a time axis whose ticks MUI X
// Charts spaces by itself (months over a year, weeks over two months, minutes over an hour) and
// thins out when they would overlap. Loaded on demand only (next/dynamic).

export type TimeLineSeries = { id: string; label: string; data: number[]; color?: PaletteColor; area?: boolean };

export type TimeLineChartPlotProps = {
  times: Date[];
  series: TimeLineSeries[];
  /** "utc" for calendar days (ticks on UTC midnights), "time" for moments in the reader's zone. */
  scale: "utc" | "time";
  height: number;
  tickLabel: (time: Date) => string;
  tooltipLabel: (time: Date) => string;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  hideLegend?: boolean;
};

export default function TimeLineChartPlot({
  times,
  series,
  scale,
  height,
  tickLabel,
  tooltipLabel,
  format,
  axisFormat,
  hideLegend,
}: TimeLineChartPlotProps) {
  const colorOf = usePaletteColor();
  return (
    <LineChart
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      height={height}
      hideLegend={hideLegend}
      grid={{ horizontal: true }}
      margin={{ left: 4, right: 12 }}
      slotProps={{ legend: { direction: "horizontal", position: { vertical: "top", horizontal: "start" } } }}
      xAxis={[
        {
          id: "time",
          scaleType: scale,
          data: times,
          tickSpacing: 80,
          // Labels closer than this drop out (every other month in a long language), never touch.
          tickLabelMinGap: 16,
          valueFormatter: (value: Date, context: AxisValueFormatterContext) =>
            context.location === "tick" ? tickLabel(value) : tooltipLabel(value),
        },
      ]}
      yAxis={[{ id: "values", width: 64, valueFormatter: axisFormat ?? format }]}
      series={series.map((one, index) => ({
        id: one.id,
        label: one.label,
        data: one.data,
        color: colorOf(one.color, index),
        area: one.area,
        curve: "monotoneX" as const,
        showMark: false,
        valueFormatter: (value: number | null) => format(value ?? 0),
      }))}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.14 } }}
    />
  );
}
