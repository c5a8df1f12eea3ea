"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import { viewsAndVisitors } from "@/components/dashboards/analytics/analytics-data";
import { TimeLineChart } from "@/components/dashboards/analytics/time-line-chart";
import { DashboardCard, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";

// Page views against visitors over the last 65 days: the overall score, the average and the
// predicted ratio of visitors to page views, and both series day by day.

export function ViewsCard({ data }: { data: AnalyticsDashboard | undefined }) {
  const t = useTranslations("analyticsDashboard.visitorsVsPageViews");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const part = data?.visitorsVsPageViews;
  const days = data ? viewsAndVisitors(data) : [];
  const count = (value: number) => formats.number(value, 0);

  return (
    <DashboardCard title={t("title")} subtitle={t("subtitle")} loading={!part} skeletonHeight={380} span={{ md: 12 }}>
      {part && (
        <>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
              gap: 2,
              mb: 2,
            }}
          >
            <StatFigure
              label={t("overallScore")}
              value={formats.number(part.overallScore, 0)}
              hint={t("overallScoreHint")}
            />
            <StatFigure
              label={t("averageRatio")}
              value={formats.percent(part.averageRatio, 0)}
              hint={t("averageRatioHint")}
            />
            <StatFigure
              label={t("predictedRatio")}
              value={formats.percent(part.predictedRatio, 0)}
              hint={t("predictedRatioHint")}
            />
          </Box>
          <TimeLineChart
            times={days.map((day) => day.x)}
            series={[
              { id: "views", label: t("pageViews"), data: days.map((day) => day.views), color: "primary", area: true },
              {
                id: "visitors",
                label: t("visitors"),
                data: days.map((day) => day.visitors),
                color: "warning",
                area: true,
              },
            ]}
            scale="utc"
            tickLabel={(time) => format(time, "dayMonth", "UTC")}
            fullLabel={(time) => format(time, "display", "UTC")}
            caption={t("caption")}
            labelHeader={t("day")}
            format={count}
          />
        </>
      )}
    </DashboardCard>
  );
}
