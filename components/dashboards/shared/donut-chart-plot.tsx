"use client";
import { PieChart } from "@mui/x-charts/PieChart";
import type { DonutSlice } from "@/components/dashboards/shared/chart-types";
import { usePaletteColor } from "@/components/dashboards/shared/palette";

// The plot of <DashboardDonutChart> (donut-chart.tsx): a ring of slices, legend below. Loaded on
// demand only (next/dynamic), so MUI X Charts stays out of the first paint.

export type DonutChartPlotProps = {
  slices: DonutSlice[];
  height: number;
  format: (value: number) => string;
  hideLegend?: boolean;
};

export default function DonutChartPlot({ slices, height, format, hideLegend }: DonutChartPlotProps) {
  const colorOf = usePaletteColor();
  return (
    <PieChart
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      height={height}
      hideLegend={hideLegend}
      slotProps={{ legend: { direction: "horizontal", position: { vertical: "bottom", horizontal: "center" } } }}
      series={[
        {
          data: slices.map((slice, index) => ({
            id: slice.id,
            label: slice.label,
            value: slice.value,
            color: colorOf(slice.color, index),
          })),
          innerRadius: "58%",
          outerRadius: "95%",
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item: { value: number }) => format(item.value),
          highlightScope: { fade: "global", highlight: "item" },
        },
      ]}
    />
  );
}
