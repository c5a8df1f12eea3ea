"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { longDay } from "@/components/dashboard/date-format";
import { formatCount } from "@/components/dashboard/format";
import { TabHeader } from "@/components/events/tab-parts";
import { ChartPlaceholder, ChartTable, useChartSize } from "@/components/ui/chart-frame";
import { RetryAlert } from "@/components/ui/retry-alert";
import type { BreakdownRow } from "@/lib/analytics/schema";
import { formatMoney } from "@/lib/text/money";

// Views, orders and tickets per day of the period: the chart (MUI X Charts, fetched only in the
// browser and after the first paint) and the same numbers as a table that screen readers read.

const HEIGHT = { phone: 240, desktop: 300 };

const DailyChartPlot = dynamic(() => import("@/components/analytics/daily-chart-plot"), {
  ssr: false,
  loading: () => <ChartPlaceholder heights={HEIGHT} />,
});

/** `days` undefined: still loading; `onRetry` only when the read failed. */
export function DailyChart({ days, onRetry }: { days: BreakdownRow[] | undefined; onRetry?: () => void }) {
  const t = useTranslations("analytics.daily");
  const { isPhone, height } = useChartSize(HEIGHT);
  return (
    <Paper variant="outlined" component="section" aria-label={t("title")} sx={{ minWidth: 0 }}>
      <TabHeader title={t("title")} subtitle={t("subtitle")} />
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
        {onRetry ? (
          <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={onRetry} />
        ) : days ? (
          <>
            <Box aria-hidden>
              <DailyChartPlot days={days} height={height} labelCount={isPhone ? 4 : 8} />
            </Box>
            <DaysTable days={days} />
          </>
        ) : (
          <ChartPlaceholder heights={HEIGHT} />
        )}
      </Box>
    </Paper>
  );
}

/** The chart's numbers, one row a day, for screen readers (the chart itself is hidden from them). */
function DaysTable({ days }: { days: BreakdownRow[] }) {
  const t = useTranslations("analytics.daily");
  const locale = useLocale();
  const count = (value: number | null) => formatCount(value ?? 0, locale);
  return (
    <ChartTable
      caption={t("tableCaption")}
      columns={(["day", "views", "visitors", "orders", "tickets", "revenue"] as const).map((column) => t(column))}
      rows={days.map((day) => ({
        key: day.key ?? "",
        label: longDay(day.key ?? "", locale),
        cells: [
          count(day.views),
          count(day.visitors),
          count(day.orders),
          count(day.tickets),
          day.revenue.map((money) => formatMoney(money.amount, money.currency, locale)).join(", ") || "0",
        ],
      }))}
    />
  );
}
