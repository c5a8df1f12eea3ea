"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import {
  summarize,
  VISITOR_RANGES,
  visitorPoints,
  type VisitorRange,
} from "@/components/dashboards/analytics/analytics-data";
import { TimeLineChart } from "@/components/dashboards/analytics/time-line-chart";
import { DashboardCard, RangeToggle, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";

// Visitors a day over this year or last year (the API's two ranges, switched above the chart):
// the average, the best and the worst day of the range, and the series as a chart.

export function VisitorsCard({ data }: { data: AnalyticsDashboard | undefined }) {
  const t = useTranslations("analyticsDashboard.visitors");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const [range, setRange] = useState<VisitorRange>("this-year");
  const points = data ? visitorPoints(data, range) : [];
  const { average, peak, low } = summarize(points);
  const count = (value: number) => formats.number(value, 0);
  // The points are calendar days (UTC midnights): read them in UTC so no zone shifts the day.
  const fullDay = (value: Date | string) => format(value, "display", "UTC");

  return (
    <DashboardCard
      title={t("title")}
      subtitle={t("subtitle")}
      loading={!data}
      skeletonHeight={380}
      span={{ md: 12 }}
      action={
        <RangeToggle
          label={t("range")}
          value={range}
          onChange={setRange}
          options={VISITOR_RANGES.map((value) => ({ value, label: t(`ranges.${value}`) }))}
        />
      }
    >
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
          gap: 2,
          mb: 2,
        }}
      >
        <StatFigure label={t("average")} value={count(average)} />
        {peak && <StatFigure label={t("peak")} value={count(peak.y)} hint={t("onDay", { date: fullDay(peak.x) })} />}
        {low && <StatFigure label={t("low")} value={count(low.y)} hint={t("onDay", { date: fullDay(low.x) })} />}
      </Box>
      <TimeLineChart
        times={points.map((point) => point.x)}
        series={[{ id: "visitors", label: t("series"), data: points.map((point) => point.y), area: true }]}
        scale="utc"
        tickLabel={(time) => format(time, "monthYear", "UTC")}
        fullLabel={fullDay}
        caption={t("caption", { range: t(`ranges.${range}`) })}
        labelHeader={t("day")}
        format={count}
        hideLegend
      />
    </DashboardCard>
  );
}
