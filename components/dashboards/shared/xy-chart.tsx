"use client";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import { ChartTable, PlotLoading, useChartSize } from "@/components/ui/chart-frame";
import type { ChartHeights, XYSeries } from "@/components/dashboards/shared/chart-types";

// Line and bar charts of the demo dashboards: the MUI X Charts plot loaded on demand (a skeleton
// of the chart's height meanwhile), hidden from screen readers, and ALWAYS the same numbers as a
// visually hidden table (one row per category, one column per series) that they read instead.
//
//   <DashboardLineChart labels={["Mon", …]} series={[{ id: "new", label: "New", data: [3, …] }]}
//     caption="New issues per day" labelHeader="Day" format={formats.number} />
//
// A series with `type: "bar"` in a line chart (or "line" in a bar chart) mixes both.

const DEFAULT_HEIGHTS: ChartHeights = { phone: 220, desktop: 300 };

export type XYChartProps = {
  /** Category labels along the bottom, as shown. */
  labels: string[];
  /** Longer labels for the table's rows (default: `labels`). */
  tableLabels?: string[];
  series: XYSeries[];
  /** The hidden table's caption (what the chart shows). */
  caption: string;
  /** The hidden table's first column header (what a category is: "Day", "Month"). */
  labelHeader: string;
  /** A value as text: tooltip, table (and axis unless `axisFormat`). */
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  heights?: ChartHeights;
  hideLegend?: boolean;
  stacked?: boolean;
  /** On a phone, show about this many category labels (default 6). */
  phoneLabels?: number;
  /** Wider, show about this many category labels (default 12). */
  desktopLabels?: number;
  /** The value axis' width in px (default 48; wider for long figures). */
  axisWidth?: number;
};

const XYChartPlot = dynamic(() => import("@/components/dashboards/shared/xy-chart-plot"), {
  ssr: false,
  loading: PlotLoading,
});

function XYChart({ defaultType, ...props }: XYChartProps & { defaultType: "line" | "bar" }) {
  const heights = props.heights ?? DEFAULT_HEIGHTS;
  const { isPhone, height } = useChartSize(heights);
  const shownLabels = isPhone ? (props.phoneLabels ?? 6) : (props.desktopLabels ?? 12);
  const labelStep = Math.max(1, Math.ceil(props.labels.length / shownLabels));
  // On a phone, labels longer than a few letters would run into each other: slant them.
  const slantLabels = isPhone && props.labels.length / labelStep > 4 && props.labels.some((label) => label.length > 5);
  return (
    <>
      <Box aria-hidden sx={{ minHeight: { xs: heights.phone, sm: heights.desktop }, position: "relative" }}>
        <XYChartPlot
          labels={props.labels}
          series={props.series}
          defaultType={defaultType}
          height={height}
          format={props.format}
          axisFormat={props.axisFormat}
          hideLegend={props.hideLegend}
          labelStep={labelStep}
          stacked={props.stacked}
          slantLabels={slantLabels}
          axisWidth={props.axisWidth}
        />
      </Box>
      <ChartTable
        caption={props.caption}
        columns={[props.labelHeader, ...props.series.map((one) => one.label)]}
        rows={props.labels.map((label, index) => ({
          key: `${index}`,
          label: props.tableLabels?.[index] ?? label,
          cells: props.series.map((one) => props.format(one.data[index] ?? 0)),
        }))}
      />
    </>
  );
}

export function DashboardLineChart(props: XYChartProps) {
  return <XYChart {...props} defaultType="line" />;
}

export function DashboardBarChart(props: XYChartProps) {
  return <XYChart {...props} defaultType="bar" />;
}
