"use client";
import { BarPlot } from "@mui/x-charts/BarChart";
import { ChartsAxis } from "@mui/x-charts/ChartsAxis";
import { ChartsAxisHighlight } from "@mui/x-charts/ChartsAxisHighlight";
import { ChartsDataProvider } from "@mui/x-charts/ChartsDataProvider";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsLegend } from "@mui/x-charts/ChartsLegend";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsTooltip } from "@mui/x-charts/ChartsTooltip";
import { ChartsWrapper } from "@mui/x-charts/ChartsWrapper";
import { AreaPlot, LinePlot, MarkPlot, lineClasses } from "@mui/x-charts/LineChart";
import type { XYSeries } from "@/components/dashboards/shared/chart-types";
import { usePaletteColor } from "@/components/dashboards/shared/palette";

// The plot of <DashboardLineChart>/<DashboardBarChart> (xy-chart.tsx): categories along the
// bottom, lines and/or bars on one value axis, legend above, grid, tooltip per category. Loaded
// on demand only (next/dynamic), so MUI X Charts stays out of the first paint.

export type XYChartPlotProps = {
  labels: string[];
  series: XYSeries[];
  defaultType: "line" | "bar";
  height: number;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  hideLegend?: boolean;
  /** Show every `labelStep`-th category label (counted back from the last). */
  labelStep?: number;
  stacked?: boolean;
  /** Slant the category labels (long labels on a narrow chart). */
  slantLabels?: boolean;
  /** The value axis' width in px (default 48). */
  axisWidth?: number;
};

export default function XYChartPlot({
  labels,
  series,
  defaultType,
  height,
  format,
  axisFormat,
  hideLegend,
  labelStep = 1,
  stacked,
  slantLabels,
  axisWidth = 48,
}: XYChartPlotProps) {
  const colorOf = usePaletteColor();
  const valueFormatter = (value: number | null) => format(value ?? 0);
  const chartSeries = series.map((one, index) => {
    const common = { id: one.id, label: one.label, data: one.data, color: colorOf(one.color, index), valueFormatter };
    return (one.type ?? defaultType) === "bar"
      ? { ...common, type: "bar" as const, stack: stacked ? "total" : undefined }
      : {
          ...common,
          type: "line" as const,
          area: one.area,
          curve: "monotoneX" as const,
          showMark: labels.length <= 12,
        };
  });
  return (
    <ChartsDataProvider
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      height={height}
      // Room on the right for the last category's label, centred on the chart's edge.
      margin={{ right: 24 }}
      xAxis={[
        {
          id: "categories",
          scaleType: "band",
          // Indices, not the labels: two equal labels would otherwise share one band.
          data: labels.map((_label, index) => index),
          valueFormatter: (index: number) => labels[index] ?? "",
          categoryGapRatio: 0.4,
          // The value is the data index (the functions' own index counts ticks, not data).
          tickLabelInterval: (value: number) => (labels.length - 1 - value) % labelStep === 0,
          // A tick only where there is a label: a tick per point is a comb on long series.
          tickInterval: (value: number) => (labels.length - 1 - value) % labelStep === 0,
          ...(slantLabels
            ? { height: 56, tickLabelStyle: { angle: -35, textAnchor: "end" as const, fontSize: 11 } }
            : {}),
        },
      ]}
      yAxis={[{ id: "values", width: axisWidth, valueFormatter: axisFormat ?? format }]}
      series={chartSeries}
    >
      <ChartsWrapper legendPosition={{ vertical: "top", horizontal: "start" }} hideLegend={hideLegend}>
        {!hideLegend && <ChartsLegend />}
        {/* Areas translucent, so lines and the grid show through in light and dark. */}
        <ChartsSurface sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <AreaPlot />
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
