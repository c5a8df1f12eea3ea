"use client";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import type { PaletteColor } from "@/components/dashboards/shared/chart-types";
import { ChartTable } from "@/components/ui/chart-frame";

// A coin's last minutes as a small line. The kit's <DashboardSparkline> draws from zero, which
// flattens a price that moves by a fraction of a percent into a block; this one fits the line
// to the prices' own range. Like the kit's charts: loaded on demand, hidden from screen readers,
// the same numbers in a visually hidden table.

const PriceSparklinePlot = dynamic(() => import("@/components/dashboards/crypto/price-sparkline-plot"), {
  ssr: false,
  loading: () => null,
});

export function PriceSparkline({
  labels,
  data,
  caption,
  labelHeader,
  valueHeader,
  format,
  color,
  height = 40,
}: {
  labels: string[];
  data: number[];
  caption: string;
  labelHeader: string;
  valueHeader: string;
  format: (value: number) => string;
  color: PaletteColor;
  height?: number;
}) {
  return (
    <>
      <Box aria-hidden sx={{ height, position: "relative", minWidth: 0 }}>
        <Skeleton variant="rounded" sx={{ position: "absolute", inset: 0, height }} />
        <Box sx={{ position: "relative", bgcolor: "background.paper" }}>
          {data.length > 0 && (
            <PriceSparklinePlot labels={labels} data={data} height={height} color={color} format={format} />
          )}
        </Box>
      </Box>
      <ChartTable
        caption={caption}
        columns={[labelHeader, valueHeader]}
        rows={labels.map((label, index) => ({ key: `${index}`, label, cells: [format(data[index] ?? 0)] }))}
      />
    </>
  );
}
