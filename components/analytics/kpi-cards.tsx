"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatRate } from "@/components/analytics/format";
import { formatCount } from "@/components/dashboard/format";
import { KpiCard, KpiHint } from "@/components/ui/kpi-card";
import type { AnalyticsSummary } from "@/lib/analytics/schema";
import { formatMoney } from "@/lib/text/money";

// The period's figures as six cards: views, unique visitors, orders, tickets, net revenue (one
// line per currency) and conversion. Three columns on a tablet, two on a phone.

const GRID = {
  display: "grid",
  gridTemplateColumns: {
    xs: "repeat(2, minmax(0, 1fr))",
    sm: "repeat(3, minmax(0, 1fr))",
    xl: "repeat(6, minmax(0, 1fr))",
  },
  gap: { xs: 1.5, sm: 2 },
} as const;

export function KpiCards({ summary, currency }: { summary: AnalyticsSummary; currency: string }) {
  const t = useTranslations("analytics.kpi");
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const [main, ...others] = summary.revenue;
  return (
    <Box component="section" aria-label={t("label")} sx={GRID}>
      <KpiCard label={t("views")} value={count(summary.views)} />
      <KpiCard label={t("visitors")} value={count(summary.visitors)} />
      <KpiCard label={t("orders")} value={count(summary.orders)}>
        <Hint>{t("ordersHint")}</Hint>
      </KpiCard>
      <KpiCard label={t("tickets")} value={count(summary.tickets)}>
        <Hint>{t("ticketsHint")}</Hint>
      </KpiCard>
      <KpiCard label={t("revenue")} value={formatMoney(main?.amount ?? 0, main?.currency ?? currency, locale)}>
        {others.map((money) => (
          <Typography
            key={money.currency}
            sx={{ fontWeight: 700, mt: 0.5, pt: 0.5, borderTop: 1, borderColor: "divider" }}
          >
            {formatMoney(money.amount, money.currency, locale)}
          </Typography>
        ))}
        {!main && <Hint>{t("noRevenue")}</Hint>}
      </KpiCard>
      <KpiCard label={t("conversion")} value={formatRate(summary.conversionRate, locale)}>
        <Hint>{t("conversionHint")}</Hint>
      </KpiCard>
    </Box>
  );
}

/** Six card-shaped placeholders while the figures load. */
export function KpiCardsSkeleton() {
  return (
    <Box sx={GRID}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: { xs: 96, sm: 112 } }} />
      ))}
    </Box>
  );
}

/** What a figure counts, under it. */
function Hint({ children }: { children: string }) {
  return <KpiHint sx={{ mt: 0.25 }}>{children}</KpiHint>;
}
