"use client";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import type { PaletteColor } from "@/components/dashboards/shared/chart-types";
import { usePaletteColor } from "@/components/dashboards/shared/palette";

// The plot of <PriceSparkline> (price-sparkline.tsx): a bare line whose value axis spans only
// the prices' own low to high, so a move of a fraction of a percent shows. Loaded on demand.

export type PriceSparklinePlotProps = {
  labels: string[];
  data: number[];
  height: number;
  color: PaletteColor;
  format: (value: number) => string;
};

export default function PriceSparklinePlot({ labels, data, height, color, format }: PriceSparklinePlotProps) {
  const colorOf = usePaletteColor();
  const low = Math.min(...data);
  const high = Math.max(...data);
  return (
    <SparkLineChart
      height={height}
      data={data}
      color={colorOf(color, 0)}
      curve="linear"
      showTooltip
      showHighlight
      margin={4}
      xAxis={{ scaleType: "point", data: labels }}
      yAxis={{ min: low, max: high === low ? low + 1 : high }}
      valueFormatter={(value: number | null) => format(value ?? 0)}
    />
  );
}
