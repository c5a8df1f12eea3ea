"use client";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { AttentionList } from "@/components/dashboard/attention-list";
import { KpiCards } from "@/components/dashboard/kpi-cards";
import { RecentOrders } from "@/components/dashboard/recent-orders";
import { SalesChart } from "@/components/dashboard/sales-chart";
import { UpcomingList } from "@/components/dashboard/upcoming-list";
import type { DateLabels } from "@/components/dashboard/date-requests";
import {
  DashboardDatesContext,
  useDashboardDateFormats,
  useDateFormatterReady,
} from "@/components/dashboard/use-dashboard-dates";
import type { Dashboard } from "@/lib/dashboard/schema";
import { useDashboard } from "@/lib/swr/use-dashboard";

// Shown only to an account without events, and when a re-read fails: their code (MUI's Alert
// among it) loads then, rendered on the server as before when the page starts with them (issue 17).
const FirstRun = dynamic(() => import("@/components/dashboard/first-run").then((module) => module.FirstRun));
const RefreshFailedAlert = dynamic(() =>
  import("@/components/dashboard/refresh-failed-alert").then((module) => module.RefreshFailedAlert),
);

type Account = { key: string; name: string; vendorId: string | null };

/**
 * /pages/dashboard: the active account at a glance. The server read the figures for the first
 * paint, with their dates' labels (`dateLabels`); SWR re-reads them every minute and when the
 * window regains focus, and they show once the browser can format their dates.
 */
export function DashboardScreen({
  initial,
  dateLabels,
  account,
}: {
  initial: Dashboard;
  dateLabels: DateLabels;
  account: Account;
}) {
  const t = useTranslations("dashboard");
  const { data, error, isValidating, mutate } = useDashboard(account.key, initial);
  const canFormatDates = useDateFormatterReady();
  const dates = useDashboardDateFormats(dateLabels, canFormatDates);
  const dashboard = canFormatDates ? (data?.dashboard ?? initial) : initial;
  const { period } = dashboard;

  return (
    <DashboardDatesContext value={dates}>
      <Box sx={{ display: "flex", flexDirection: "column", gap: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: { xs: "flex-start", sm: "center" }, gap: 2, flexWrap: "wrap" }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
              {t("title")}
            </Typography>
            <Typography color="text.secondary">
              {dashboard.isFirstRun
                ? t("subtitleFirstRun", { account: account.name })
                : t("subtitle", {
                    account: account.name,
                    from: dates.shortDay(period.from),
                    to: dates.shortDay(period.to),
                  })}
            </Typography>
          </Box>
          {!dashboard.isFirstRun && (
            <Button component={NextLink} href="/pages/events/new" variant="contained" startIcon={<AddOutlined />}>
              {t("newEvent")}
            </Button>
          )}
        </Box>

        {error && <RefreshFailedAlert isRetrying={isValidating} onRetry={() => void mutate()} />}

        {dashboard.isFirstRun ? (
          <FirstRun
            accountName={account.name}
            activeVendorId={account.vendorId}
            otherAccounts={dashboard.otherAccounts}
          />
        ) : (
          <>
            <KpiCards figures={dashboard.figures} currency={dashboard.currency} />
            <Box
              sx={{
                display: "grid",
                gap: { xs: 2, sm: 2.5 },
                gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
                gridTemplateAreas: {
                  xs: `"attention" "chart" "upcoming" "orders"`,
                  lg: `"chart attention" "upcoming attention" "orders orders"`,
                },
                alignItems: "start",
              }}
            >
              <Box sx={{ gridArea: "chart", minWidth: 0 }}>
                <SalesChart dashboard={dashboard} />
              </Box>
              <Box sx={{ gridArea: "attention", minWidth: 0 }}>
                <AttentionList items={dashboard.attention} now={dashboard.generatedAt} />
              </Box>
              <Box sx={{ gridArea: "upcoming", minWidth: 0 }}>
                <UpcomingList events={dashboard.upcoming} timeZone={dashboard.timezone} now={dashboard.generatedAt} />
              </Box>
              <Box sx={{ gridArea: "orders", minWidth: 0 }}>
                <RecentOrders
                  orders={dashboard.recentOrders}
                  timeZone={dashboard.timezone}
                  now={dashboard.generatedAt}
                />
              </Box>
            </Box>
          </>
        )}
      </Box>
    </DashboardDatesContext>
  );
}

/** What shows while the server reads the figures (the route's loading state). */
export function DashboardSkeleton() {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }} aria-busy>
      <Box>
        <Skeleton variant="text" sx={{ fontSize: "2.2rem", width: 220 }} />
        <Skeleton variant="text" sx={{ width: { xs: "80%", sm: 380 } }} />
      </Box>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
          gap: 2,
        }}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={118} />
        ))}
      </Box>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" } }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    </Box>
  );
}
