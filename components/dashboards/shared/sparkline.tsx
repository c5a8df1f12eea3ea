"use client";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import { ChartTable, PlotLoading } from "@/components/ui/chart-frame";
import type { PaletteColor } from "@/components/dashboards/shared/chart-types";

// A small trend line (or bars) beside a figure, e.g. a week's expenses: loaded on demand (a
// skeleton of its height meanwhile), hidden from screen readers, and ALWAYS the same numbers as
// a visually hidden table.

const SparklinePlot = dynamic(() => import("@/components/dashboards/shared/sparkline-plot"), {
  ssr: false,
  loading: PlotLoading,
});

export function DashboardSparkline({
  labels,
  data,
  caption,
  labelHeader,
  valueHeader,
  format,
  height = 64,
  color,
  plotType,
}: {
  labels: string[];
  data: number[];
  caption: string;
  labelHeader: string;
  valueHeader: string;
  format: (value: number) => string;
  height?: number;
  color?: PaletteColor;
  plotType?: "line" | "bar" | "bare";
}) {
  return (
    <>
      <Box aria-hidden sx={{ height, position: "relative", minWidth: 0 }}>
        {data.length > 0 && (
          <SparklinePlot
            labels={labels}
            data={data}
            height={height}
            color={color}
            plotType={plotType}
            format={format}
          />
        )}
      </Box>
      <ChartTable
        caption={caption}
        columns={[labelHeader, valueHeader]}
        rows={labels.map((label, index) => ({ key: `${index}`, label, cells: [format(data[index] ?? 0)] }))}
      />
    </>
  );
}
