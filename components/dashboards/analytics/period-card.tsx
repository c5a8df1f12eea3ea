"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import { lastChange } from "@/components/dashboards/analytics/analytics-data";
import { signedPercent } from "@/components/dashboards/shared/format";
import {
  DashboardCard,
  DashboardSparkline,
  StatFigure,
  useNumberFormats,
  type PaletteColor,
} from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";

// Conversions, impressions or visits: the figure (conversions: the last 8 days; impressions and
// visits: all four 8-day periods together), how the last period moved against the one before,
// and the periods as a small chart.

export type PeriodKind = "conversions" | "impressions" | "visits";

const COLOR: Record<PeriodKind, PaletteColor> = { conversions: "primary", impressions: "info", visits: "warning" };

export function PeriodCard({ kind, data }: { kind: PeriodKind; data: AnalyticsDashboard | undefined }) {
  const t = useTranslations("analyticsDashboard.periods");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const title = t(kind);
  const part = data?.[kind];
  const values = part?.series[0]?.data ?? [];
  const buckets = part?.buckets ?? [];
  const labels = buckets.map(({ start, end }) => `${format(start, "dayMonth")} – ${format(end, "dayMonth")}`);
  const change = lastChange(values);
  const count = (value: number) => formats.number(value, 0);
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const period =
    first && last
      ? kind === "conversions"
        ? t("lastPeriod", { from: format(last.start, "dayMonth"), to: format(last.end, "dayMonth") })
        : t("allPeriods", { from: format(first.start, "dayMonth"), to: format(last.end, "dayMonth") })
      : "";

  return (
    <DashboardCard title={title} loading={!part} skeletonHeight={150} span={{ md: 4 }}>
      {part && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <StatFigure
            label={period}
            value={count(part.amount)}
            change={
              change
                ? {
                    text: t("change", { percent: signedPercent(change.percent, change.dir, formats.locale, 1) }),
                    direction: change.percent === 0 ? "flat" : change.dir,
                    tone: change.percent === 0 ? "neutral" : change.dir === "up" ? "good" : "bad",
                  }
                : undefined
            }
          />
          <DashboardSparkline
            labels={labels}
            data={values}
            caption={t("caption", { title })}
            labelHeader={t("period")}
            valueHeader={title}
            format={count}
            height={72}
            color={COLOR[kind]}
            plotType="bar"
          />
        </Box>
      )}
    </DashboardCard>
  );
}
