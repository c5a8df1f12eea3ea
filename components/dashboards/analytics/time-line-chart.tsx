"use client";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import Box from "@mui/material/Box";
import type { ChartHeights } from "@/components/dashboards/shared/chart-types";
import type { TimeLineSeries } from "@/components/dashboards/analytics/time-line-chart-plot";
import { ChartTable, PlotLoading, useChartSize } from "@/components/ui/chart-frame";

// A line chart over time for the long series of the dashboards (a year of visitors every third
// day, 65 days of page views, 150 minutes of bitcoin prices): the kit's line chart puts one
// label under every point, too many for a hundred points, so this one draws a real time axis.
// Like the kit's charts it loads MUI X Charts on demand, hides the plot from screen readers and
// ALWAYS gives them the same numbers as a visually hidden table.

const DEFAULT_HEIGHTS: ChartHeights = { phone: 220, desktop: 300 };

const TimeLineChartPlot = dynamic(() => import("@/components/dashboards/analytics/time-line-chart-plot"), {
  ssr: false,
  loading: PlotLoading,
});

export type TimeLineChartProps = {
  /** ISO date-times of the points, oldest first; every series has a value for each. */
  times: string[];
  series: TimeLineSeries[];
  scale: "utc" | "time";
  /** A point's time on the axis ("Nov 2026", "14:05") and in full (tooltip, table). */
  tickLabel: (time: Date) => string;
  fullLabel: (time: Date) => string;
  caption: string;
  labelHeader: string;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  heights?: ChartHeights;
  hideLegend?: boolean;
};

export function TimeLineChart({ heights = DEFAULT_HEIGHTS, ...props }: TimeLineChartProps) {
  const { height } = useChartSize(heights);
  const dates = useMemo(() => props.times.map((time) => new Date(time)), [props.times]);
  return (
    <>
      <Box aria-hidden sx={{ minHeight: { xs: heights.phone, sm: heights.desktop }, position: "relative" }}>
        <TimeLineChartPlot
          times={dates}
          series={props.series}
          scale={props.scale}
          height={height}
          tickLabel={props.tickLabel}
          tooltipLabel={props.fullLabel}
          format={props.format}
          axisFormat={props.axisFormat}
          hideLegend={props.hideLegend}
        />
      </Box>
      <ChartTable
        caption={props.caption}
        columns={[props.labelHeader, ...props.series.map((one) => one.label)]}
        rows={dates.map((date, index) => ({
          key: props.times[index],
          label: props.fullLabel(date),
          cells: props.series.map((one) => props.format(one.data[index] ?? 0)),
        }))}
      />
    </>
  );
}
