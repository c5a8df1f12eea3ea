"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatCount } from "@/components/dashboard/format";
import { useDashboardDates } from "@/components/dashboard/use-dashboard-dates";
import { ChartPlaceholder, ChartTable, useChartSize } from "@/components/ui/chart-frame";
import type { Dashboard, SeriesDay } from "@/lib/dashboard/schema";
import { formatMoney } from "@/lib/text/money";

// Tickets and revenue per day of the last 30 days: the chart (MUI X Charts, fetched only in the
// browser and after the first paint) and the same numbers as a table that only screen readers see.

const HEIGHT = { phone: 220, desktop: 280 };

// Only an account that took revenue in more than one currency shows the picker: its code (MUI's
// ToggleButton) loads then, rendered on the server as before (issue 17).
const CurrencyToggle = dynamic(() =>
  import("@/components/dashboard/currency-toggle").then((module) => module.CurrencyToggle),
);
const SalesChartPlot = dynamic(() => import("@/components/dashboard/sales-chart-plot"), {
  ssr: false,
  loading: () => <ChartPlaceholder heights={HEIGHT} />,
});

/** The currencies the period took revenue in, largest first (the first is drawn until the host picks another). */
function currenciesOf(dashboard: Dashboard): string[] {
  return (dashboard.figures.revenue ?? []).filter((row) => row.current > 0).map((row) => row.currency);
}

export function SalesChart({ dashboard }: { dashboard: Dashboard }) {
  const t = useTranslations("dashboard.chart");
  const dates = useDashboardDates();
  const { height } = useChartSize(HEIGHT);
  const currencies = currenciesOf(dashboard);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  const { series } = dashboard;
  const isEmpty = series.every((row) => row.tickets === 0 && row.views === 0);
  const from = series[0]?.day;
  const to = series.at(-1)?.day;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dashboard-chart-title"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, flexWrap: "wrap", mb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography
            id="dashboard-chart-title"
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700, fontSize: "1.05rem" }}
          >
            {dashboard.showsRevenue ? t("title") : t("titleTickets")}
          </Typography>
          {from && to && (
            <Typography variant="body2" color="text.secondary">
              {t("range", { from: dates.shortDay(from), to: dates.shortDay(to) })}
            </Typography>
          )}
        </Box>
        {currencies.length > 1 && <CurrencyToggle currencies={currencies} value={currency} onChange={setPicked} />}
      </Box>
      <Box aria-hidden sx={{ position: "relative" }}>
        <SalesChartPlot series={series} currency={currency} height={height} />
        {isEmpty && (
          <Typography
            color="text.secondary"
            sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", pointerEvents: "none" }}
          >
            {t("empty")}
          </Typography>
        )}
      </Box>
      <SeriesTable series={series} showsRevenue={dashboard.showsRevenue} />
    </Paper>
  );
}

/** The chart's numbers, one row a day, for screen readers (the chart itself is hidden from them). */
function SeriesTable({ series, showsRevenue }: { series: SeriesDay[]; showsRevenue: boolean }) {
  const t = useTranslations("dashboard.chart");
  const locale = useLocale();
  const dates = useDashboardDates();
  const revenueText = (row: SeriesDay) =>
    row.revenue && row.revenue.length > 0
      ? row.revenue.map((money) => formatMoney(money.amount, money.currency, locale)).join(", ")
      : "0";
  return (
    <ChartTable
      caption={showsRevenue ? t("tableCaption") : t("tableCaptionTickets")}
      columns={[t("day"), t("tickets"), t("orders"), t("views"), ...(showsRevenue ? [t("netRevenue")] : [])]}
      rows={series.map((row) => ({
        key: row.day,
        label: dates.longDay(row.day),
        cells: [
          formatCount(row.tickets, locale),
          formatCount(row.orders, locale),
          formatCount(row.views, locale),
          ...(showsRevenue ? [revenueText(row)] : []),
        ],
      }))}
    />
  );
}
