"use client";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import { ChartTable, PlotLoading, useChartSize } from "@/components/ui/chart-frame";
import type { ChartHeights, DonutSlice } from "@/components/dashboards/shared/chart-types";

// A donut (pie with a hole) of the demo dashboards: the MUI X Charts plot loaded on demand (a
// skeleton of its height meanwhile), hidden from screen readers, and ALWAYS the same numbers as
// a visually hidden table (one row per slice).
//
//   <DashboardDonutChart slices={[{ id: "api", label: "API", value: 24 }]} caption="Tasks by area"
//     labelHeader="Area" valueHeader="Share" format={(v) => formats.percent(v, 0)} />

const DEFAULT_HEIGHTS: ChartHeights = { phone: 240, desktop: 280 };

const DonutChartPlot = dynamic(() => import("@/components/dashboards/shared/donut-chart-plot"), {
  ssr: false,
  loading: PlotLoading,
});

export function DashboardDonutChart({
  slices,
  caption,
  labelHeader,
  valueHeader,
  format,
  heights = DEFAULT_HEIGHTS,
  hideLegend,
}: {
  slices: DonutSlice[];
  caption: string;
  labelHeader: string;
  valueHeader: string;
  format: (value: number) => string;
  heights?: ChartHeights;
  hideLegend?: boolean;
}) {
  const { height } = useChartSize(heights);
  return (
    <>
      <Box aria-hidden sx={{ minHeight: { xs: heights.phone, sm: heights.desktop }, position: "relative" }}>
        <DonutChartPlot slices={slices} height={height} format={format} hideLegend={hideLegend} />
      </Box>
      <ChartTable
        caption={caption}
        columns={[labelHeader, valueHeader]}
        rows={slices.map((slice) => ({ key: slice.id, label: slice.label, cells: [format(slice.value)] }))}
      />
    </>
  );
}
