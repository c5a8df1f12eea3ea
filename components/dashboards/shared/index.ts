// The demo dashboards' shared kit (issue 16: /dashboards/project, analytics, finance, crypto).
//
// - <DashboardFrame title subtitle? actions?>   the page: header + 12-column card grid (1 column on phones)
// - <DashboardCard title subtitle? action? loading? span={{ md, lg }} padded?>   a titled card
// - <RangeToggle value options={[{ value, label }]} onChange label>   switch a card's range
// - <StatFigure label value change?={{ text, direction, tone }} hint? size?>   a big number
// - <DashboardLineChart> / <DashboardBarChart> / <DashboardDonutChart> / <DashboardSparkline>
//     MUI X Charts loaded on demand with a skeleton of their height, hidden from screen readers,
//     each with a visually hidden table of the same numbers (caption + header props are required)
// - <DashboardLoadError onRetry>   the failed-read state (words from `dashboardsCommon`)
// - useNumberFormats() / numberFormats(locale)   number, money (USD), compactMoney, percent (0–100)
// Data: useDashboard<T>(name) in lib/swr/use-dashboards.ts. Dates: useDateFormat() (lib/dates).
// Colours: PaletteColor names ("primary", "warning", …) resolved from the theme, so dark mode works.

export { DashboardFrame, DashboardGrid } from "@/components/dashboards/shared/dashboard-frame";
export { DashboardCard, spanSx, type CardSpan } from "@/components/dashboards/shared/dashboard-card";
export { RangeToggle, type RangeOption } from "@/components/dashboards/shared/range-toggle";
export { StatFigure, type StatChange } from "@/components/dashboards/shared/stat-figure";
export { DashboardLineChart, DashboardBarChart, type XYChartProps } from "@/components/dashboards/shared/xy-chart";
export { DashboardDonutChart } from "@/components/dashboards/shared/donut-chart";
export { DashboardSparkline } from "@/components/dashboards/shared/sparkline";
export { DashboardLoadError } from "@/components/dashboards/shared/dashboard-load-error";
export {
  useNumberFormats,
  numberFormats,
  DASHBOARD_CURRENCY,
  type NumberFormats,
} from "@/components/dashboards/shared/format";
export type { PaletteColor, XYSeries, DonutSlice, ChartHeights } from "@/components/dashboards/shared/chart-types";
