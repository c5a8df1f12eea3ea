"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Suspense } from "react";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { AnalyticsFilters } from "@/components/analytics/analytics-filters";
import { periodOf, type AnalyticsView } from "@/components/analytics/analytics-view";
import { BreakdownSection } from "@/components/analytics/breakdown-section";
import { DailyChart } from "@/components/analytics/daily-chart";
import { KpiCards, KpiCardsSkeleton } from "@/components/analytics/kpi-cards";
import { NoticePanel } from "@/components/ui/notice-panel";
import { useAnalyticsView } from "@/components/analytics/use-analytics-view";
import { apiStatus } from "@/components/events/api-error";
import { RetryAlert } from "@/components/ui/retry-alert";
import { formatDayRange } from "@/lib/dates/format";
import { useAnalyticsBreakdown, useAnalyticsSummary, type AnalyticsQuery } from "@/lib/swr/use-analytics";
import { useEventOptions } from "@/lib/swr/use-payments";

type Props = {
  /** The active account: the figures are cached per account. */
  accountKey: string;
  /** The account's today (YYYY-MM-DD in its time zone): the presets count back from it. */
  today: string;
  /** The account's currency, for the zero of a period without revenue. */
  currency: string;
  /** Owners and admins; staff never see the figures (they include revenue; the API answers 403). */
  canManage: boolean;
};

export function AnalyticsScreen(props: Props) {
  return (
    // The view is read from the URL's query, which a static render does not have.
    <Suspense fallback={null}>
      <Analytics {...props} />
    </Suspense>
  );
}

function Header() {
  const t = useTranslations("analytics");
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary">{t("subtitle")}</Typography>
    </Box>
  );
}

/**
 * /pages/analytics: a period (and optionally one event) as figures, a series per day and
 * breakdowns; a staff member is told the figures are for owners and admins.
 */
function Analytics({ accountKey, today, currency, canManage }: Props) {
  const t = useTranslations("analytics");
  const { view, setView } = useAnalyticsView();
  const period = periodOf(view, today);
  const query: AnalyticsQuery | null = canManage ? { ...period, eventId: view.eventId || undefined } : null;
  const summary = useAnalyticsSummary(accountKey, query);
  const events = useEventOptions(canManage);

  if (!canManage || apiStatus(summary.error) === 403) {
    return (
      <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>
        <Header />
        <NoticePanel
          icon={<LockOutlined />}
          title={t("staff.title")}
          text={t("staff.text")}
          action={
            <Button component={NextLink} href="/pages/events" variant="outlined">
              {t("staff.toEvents")}
            </Button>
          }
        />
      </Box>
    );
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>
      <Header />
      <AnalyticsFilters view={view} period={period} today={today} events={events.data} onChange={setView} />
      {query && (
        <Figures
          accountKey={accountKey}
          query={query}
          view={view}
          setView={setView}
          currency={currency}
          summary={summary}
        />
      )}
    </Box>
  );
}

type FiguresProps = {
  accountKey: string;
  query: AnalyticsQuery;
  view: AnalyticsView;
  setView: (changes: Partial<AnalyticsView>) => void;
  currency: string;
  summary: ReturnType<typeof useAnalyticsSummary>;
};

/** The figures of the period, or why there are none: loading, a failed read, an unknown event, nothing happened. */
function Figures({ accountKey, query, view, setView, currency, summary }: FiguresProps) {
  const t = useTranslations("analytics");
  const locale = useLocale();
  const days = useAnalyticsBreakdown(accountKey, "day", query);
  const { data, error, isLoading, mutate } = summary;

  if (apiStatus(error) === 404 && view.eventId) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setView({ eventId: "" })}>
            {t("unknownEvent.action")}
          </Button>
        }
      >
        {t("unknownEvent.text")}
      </Alert>
    );
  }
  if (error) {
    return <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />;
  }
  if (!data) {
    return (
      <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }} aria-busy>
        <KpiCardsSkeleton />
        <DailyChart days={undefined} />
      </Box>
    );
  }
  const { summary: figures } = data;
  if (figures.views === 0 && figures.orders === 0) {
    return (
      <NoticePanel
        icon={<InsightsOutlined />}
        title={t("empty.title")}
        text={t("empty.text", { range: formatDayRange(query.from, query.to, locale) })}
        action={
          <>
            {view.eventId && (
              <Button variant="outlined" onClick={() => setView({ eventId: "" })}>
                {t("empty.allEvents")}
              </Button>
            )}
            {view.period !== "90d" && (
              <Button variant="outlined" onClick={() => setView({ period: "90d", from: "", to: "" })}>
                {t("empty.longer")}
              </Button>
            )}
            <Button component={NextLink} href="/pages/events" variant="text">
              {t("empty.toEvents")}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        gap: 3,
        minWidth: 0,
        opacity: isLoading ? 0.6 : 1,
        transition: "opacity 150ms",
      }}
      aria-busy={isLoading}
    >
      <KpiCards summary={figures} currency={currency} />
      <DailyChart days={days.data?.rows} onRetry={days.error ? () => void days.mutate() : undefined} />
      <BreakdownSection
        accountKey={accountKey}
        query={query}
        tab={view.tab}
        onTabChange={(tab) => setView({ tab })}
        currency={figures.revenue[0]?.currency ?? null}
      />
    </Box>
  );
}
