"use client";
import { useLocale } from "next-intl";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { formatRate } from "@/components/analytics/format";
import { formatCount } from "@/components/dashboard/format";
import { formatCompactMoney, formatMoney } from "@/lib/text/money";

// The bar chart beside a breakdown table: its first rows' figure in the column it is sorted by, as
// horizontal bars. Loaded on demand (breakdown-bars.tsx); the table holds the same numbers.

export type BarsPlotProps = {
  bars: { label: string; value: number }[];
  /** How a value reads: a count, a rate (0–1) or money in minor units of `currency`. */
  kind: "count" | "rate" | "money";
  currency: string | null;
  name: string;
};

const LABEL_CHARS = 18;
const BAR_HEIGHT = 30;

function shorten(label: string): string {
  return label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;
}

export default function BreakdownBarsPlot({ bars, kind, currency, name }: BarsPlotProps) {
  const locale = useLocale();
  const theme = useTheme();
  const format = (value: number | null) => {
    const number = value ?? 0;
    if (kind === "rate") return formatRate(number, locale);
    if (kind === "money" && currency) return formatMoney(number, currency, locale);
    return formatCount(number, locale);
  };
  // The axis in short form: "€1.2K", "40 %", "1.2K".
  const compact = (value: number) =>
    kind === "money" && currency
      ? formatCompactMoney(value, currency, locale)
      : kind === "rate"
        ? new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value)
        : new Intl.NumberFormat(locale, { notation: "compact" }).format(value);
  return (
    <BarChart
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      layout="horizontal"
      height={Math.max(120, bars.length * BAR_HEIGHT + 48)}
      margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
      hideLegend
      yAxis={[
        {
          scaleType: "band",
          data: bars.map((bar) => bar.label),
          valueFormatter: (label: string, context) => (context.location === "tick" ? shorten(label) : label),
          width: 128,
          categoryGapRatio: 0.35,
        },
      ]}
      xAxis={[
        { valueFormatter: compact, tickMinStep: kind === "rate" ? 0.1 : 1, ...(kind === "rate" ? { max: 1 } : {}) },
      ]}
      series={[
        { data: bars.map((bar) => bar.value), label: name, valueFormatter: format, color: theme.palette.primary.main },
      ]}
      borderRadius={3}
      grid={{ vertical: true }}
    />
  );
}
