"use client";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { metricValue, type Metric } from "@/components/analytics/breakdown-rows";
import type { BreakdownRow } from "@/lib/analytics/schema";

// The chart above a breakdown table: its first rows (in the table's order) by the figure the
// table is sorted by. Hidden from screen readers, who read the table right below it.

const MAX_BARS = 8;

const BreakdownBarsPlot = dynamic(() => import("@/components/analytics/breakdown-bars-plot"), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={160} />,
});

type Props = {
  rows: BreakdownRow[];
  metric: Metric;
  /** The currency revenue is drawn in (the period's largest). */
  currency: string | null;
  labelOf: (row: BreakdownRow) => string;
  name: string;
};

export function BreakdownBars({ rows, metric, currency, labelOf, name }: Props) {
  const bars = rows
    .map((row) => ({ label: labelOf(row), value: metricValue(row, metric, currency) }))
    .filter((bar): bar is { label: string; value: number } => bar.value !== null)
    .slice(0, MAX_BARS);
  if (bars.length === 0) return null;
  const kind = metric === "revenue" ? "money" : metric === "conversion" || metric === "checkInRate" ? "rate" : "count";
  return (
    <Box aria-hidden sx={{ px: { xs: 1, sm: 2 }, pb: 1 }}>
      <BreakdownBarsPlot bars={bars} kind={kind} currency={currency} name={name} />
    </Box>
  );
}
