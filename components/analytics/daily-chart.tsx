"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { formatCount, longDay } from "@/components/dashboard/format";
import { TabHeader } from "@/components/events/tab-parts";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";
import type { BreakdownRow } from "@/lib/analytics/schema";
import { formatMoney } from "@/lib/text/money";

// Views, orders and tickets per day of the period: the chart (MUI X Charts, fetched only in the
// browser and after the first paint) and the same numbers as a table that screen readers read.

const HEIGHT = { phone: 240, desktop: 300 };

const DailyChartPlot = dynamic(() => import("@/components/analytics/daily-chart-plot"), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

function ChartPlaceholder() {
  return <Skeleton variant="rounded" sx={{ height: { xs: HEIGHT.phone, sm: HEIGHT.desktop } }} />;
}

/** `days` undefined: still loading; `onRetry` only when the read failed. */
export function DailyChart({ days, onRetry }: { days: BreakdownRow[] | undefined; onRetry?: () => void }) {
  const t = useTranslations("analytics.daily");
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  return (
    <Paper variant="outlined" component="section" aria-label={t("title")} sx={{ minWidth: 0 }}>
      <TabHeader title={t("title")} subtitle={t("subtitle")} />
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
        {onRetry ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t("retry")}
              </Button>
            }
          >
            {t("loadFailed")}
          </Alert>
        ) : days ? (
          <>
            <Box aria-hidden>
              <DailyChartPlot
                days={days}
                height={isPhone ? HEIGHT.phone : HEIGHT.desktop}
                labelCount={isPhone ? 4 : 8}
              />
            </Box>
            <DaysTable days={days} />
          </>
        ) : (
          <ChartPlaceholder />
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
    <Box sx={visuallyHiddenSx}>
      <Table size="small">
        <caption>{t("tableCaption")}</caption>
        <TableHead>
          <TableRow>
            {(["day", "views", "visitors", "orders", "tickets", "revenue"] as const).map((column) => (
              <TableCell key={column} component="th" scope="col">
                {t(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.key}>
              <TableCell component="th" scope="row">
                {longDay(day.key ?? "", locale)}
              </TableCell>
              <TableCell>{count(day.views)}</TableCell>
              <TableCell>{count(day.visitors)}</TableCell>
              <TableCell>{count(day.orders)}</TableCell>
              <TableCell>{count(day.tickets)}</TableCell>
              <TableCell>
                {day.revenue.map((money) => formatMoney(money.amount, money.currency, locale)).join(", ") || "0"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
