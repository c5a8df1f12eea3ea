"use client";
import { lineClasses } from "@mui/x-charts/LineChart";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import type { PaletteColor } from "@/components/dashboards/shared/chart-types";
import { usePaletteColor } from "@/components/dashboards/shared/palette";

// The plot of <DashboardSparkline> (sparkline.tsx). Loaded on demand only (next/dynamic).

export type SparklinePlotProps = {
  labels: string[];
  data: number[];
  height: number;
  color?: PaletteColor;
  /** "line" with a shaded area (the default), "bar", or "bare": a thin line only, for a row of a table. */
  plotType?: "line" | "bar" | "bare";
  format: (value: number) => string;
};

export default function SparklinePlot({ labels, data, height, color, plotType = "line", format }: SparklinePlotProps) {
  const colorOf = usePaletteColor();
  // The values' own range (with a margin), not from zero: a sparkline shows the trend.
  const low = Math.min(...data);
  const high = Math.max(...data);
  const margin = (high - low) * 0.2 || Math.abs(high) * 0.1 || 1;
  if (plotType === "bare")
    return (
      <SparkLineChart
        // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
        disableKeyboardNavigation
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
  return (
    <SparkLineChart
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      height={height}
      data={data}
      plotType={plotType}
      area={plotType === "line" ? true : undefined}
      curve={plotType === "line" ? "natural" : undefined}
      color={colorOf(color, 0)}
      showTooltip
      showHighlight
      xAxis={{ scaleType: "band", data: labels }}
      yAxis={plotType === "line" ? { min: low - margin, max: high + margin } : undefined}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.25 } }}
      valueFormatter={(value: number | null) => format(value ?? 0)}
    />
  );
}
