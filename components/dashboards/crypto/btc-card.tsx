"use client";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import { TimeLineChart } from "@/components/dashboards/analytics/time-line-chart";
import {
  BTC_RANGES,
  formatUsd,
  pointsInRange,
  priceRange,
  trendOf,
  type BtcRange,
} from "@/components/dashboards/crypto/crypto-data";
import { DashboardCard, RangeToggle, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { CryptoDashboard } from "@/lib/dashboards/crypto";
import { signedPercent } from "@/components/dashboards/shared/format";

// Bitcoin: its price now and how it moved over the chosen range (the last 30 minutes, hour or
// the whole 2.5 hours of the API's minute prices), the range's low and high, the chart, and the
// market figures (cap, volume, supply, all-time high).

export function BtcCard({ data }: { data: CryptoDashboard | undefined }) {
  const t = useTranslations("cryptoDashboard.btc");
  const locale = useLocale();
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const [range, setRange] = useState<BtcRange>("1h");
  const btc = data?.btc;
  const points = pointsInRange(btc?.series[0]?.data ?? [], range);
  const trend = trendOf(points);
  const extremes = priceRange(points);
  const usd = (value: number) => formatUsd(value, locale);
  const rangeLabel = t(`ranges.${range}`);

  return (
    <DashboardCard
      title={t("title")}
      subtitle={t("subtitle")}
      loading={!btc}
      skeletonHeight={420}
      span={{ md: 12, lg: 8 }}
      action={
        <RangeToggle
          label={t("range")}
          value={range}
          onChange={setRange}
          options={BTC_RANGES.map((value) => ({ value, label: t(`ranges.${value}`) }))}
        />
      }
    >
      {btc && (
        <>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "minmax(0, 1fr) auto auto" },
              columnGap: { xs: 2, sm: 4 },
              rowGap: 2,
              mb: 2,
              alignItems: "end",
            }}
          >
            <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}>
              <StatFigure
                label={t("price")}
                value={usd(btc.amount)}
                size="large"
                change={
                  trend
                    ? {
                        text: t("change", {
                          change: signedPercent(trend.amount, trend.dir, locale),
                          range: rangeLabel,
                        }),
                        direction: trend.amount === 0 ? "flat" : trend.dir,
                        tone: trend.amount === 0 ? "neutral" : trend.dir === "up" ? "good" : "bad",
                      }
                    : undefined
                }
              />
            </Box>
            {extremes && <StatFigure label={t("low")} value={usd(extremes.low)} size="small" />}
            {extremes && <StatFigure label={t("high")} value={usd(extremes.high)} size="small" />}
          </Box>
          <TimeLineChart
            times={points.map((point) => point.x)}
            series={[{ id: "btc", label: t("series"), data: points.map((point) => point.y), color: "warning" }]}
            scale="time"
            tickLabel={(time) => format(time, "time")}
            fullLabel={(time) => format(time, "time")}
            caption={t("caption", { range: rangeLabel })}
            labelHeader={t("time")}
            format={usd}
            axisFormat={(value) => formatUsd(value, locale, 0)}
            hideLegend
            heights={{ phone: 220, desktop: 340 }}
          />
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" },
              gap: 2,
              m: 0,
              mt: 2,
              pt: 2,
              borderTop: 1,
              borderColor: "divider",
            }}
          >
            <MarketFigure label={t("marketCap")} value={formats.compactMoney(btc.marketCap)} />
            <MarketFigure label={t("volume")} value={formats.compactMoney(btc.volume)} />
            <MarketFigure label={t("supply")} value={`${formats.number(btc.supply, 0)} BTC`} />
            <MarketFigure label={t("allTimeHigh")} value={usd(btc.allTimeHigh)} />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}

/** One market figure as a term and its value. */
function MarketFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ typography: "caption", color: "text.secondary", fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, typography: "body1", fontWeight: 700, overflowWrap: "anywhere" }}>
        {value}
      </Box>
    </Box>
  );
}
