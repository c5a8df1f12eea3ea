// The shapes the dashboards' chart wrappers take (xy-chart.tsx, donut-chart.tsx, sparkline.tsx).

/** A colour of the theme's palette; the plots resolve it in the active mode (light/dark). */
export type PaletteColor = "primary" | "secondary" | "success" | "warning" | "info" | "error";

/** The colours series take in order when they name none. */
export const SERIES_COLORS: PaletteColor[] = ["primary", "secondary", "warning", "success", "info", "error"];

export type XYSeries = {
  id: string;
  /** The series' name (legend, tooltip, table column). */
  label: string;
  data: number[];
  /** Drawn as a line (default for DashboardLineChart) or bars (DashboardBarChart). */
  type?: "line" | "bar";
  color?: PaletteColor;
  /** Lines only: fill the area below. */
  area?: boolean;
};

export type DonutSlice = { id: string; label: string; value: number; color?: PaletteColor };

/** The chart's height on a phone (below `sm`) and wider. */
export type ChartHeights = { phone: number; desktop: number };
