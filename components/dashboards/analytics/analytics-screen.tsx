"use client";
import { useTranslations } from "next-intl";
import { SPLIT_NAMES } from "@/components/dashboards/analytics/analytics-data";
import { PeriodCard } from "@/components/dashboards/analytics/period-card";
import { SplitCard } from "@/components/dashboards/analytics/split-card";
import { ViewsCard } from "@/components/dashboards/analytics/views-card";
import { VisitorsCard } from "@/components/dashboards/analytics/visitors-card";
import { DashboardFrame, DashboardLoadError } from "@/components/dashboards/shared";
import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";
import { useDashboard } from "@/lib/swr/use-dashboards";

// /dashboards/analytics: the sample website's visitors (this year or last), conversions,
// impressions and visits, visitors against page views, and its audience split four ways — read
// from GET /api/dashboards/analytics. Cards show skeletons while it loads; a failed read offers Retry.

export function AnalyticsScreen() {
  const t = useTranslations("analyticsDashboard");
  const { data, error, mutate } = useDashboard<AnalyticsDashboard>("analytics");

  return (
    <DashboardFrame title={t("title")} subtitle={t("subtitle")}>
      {error && !data ? (
        <DashboardLoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <VisitorsCard data={data} />
          <PeriodCard kind="conversions" data={data} />
          <PeriodCard kind="impressions" data={data} />
          <PeriodCard kind="visits" data={data} />
          <ViewsCard data={data} />
          {SPLIT_NAMES.map((name) => (
            <SplitCard key={name} name={name} data={data} />
          ))}
        </>
      )}
    </DashboardFrame>
  );
}
