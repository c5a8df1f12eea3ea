"use client";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatRate } from "@/components/analytics/format";
import { formatCount } from "@/components/dashboard/format";
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
      <KpiCard label={t("orders")} value={count(summary.orders)} hint={t("ordersHint")} />
      <KpiCard label={t("tickets")} value={count(summary.tickets)} hint={t("ticketsHint")} />
      <KpiCard
        label={t("revenue")}
        value={formatMoney(main?.amount ?? 0, main?.currency ?? currency, locale)}
        hint={main ? undefined : t("noRevenue")}
      >
        {others.map((money) => (
          <Typography
            key={money.currency}
            sx={{ fontWeight: 700, mt: 0.5, pt: 0.5, borderTop: 1, borderColor: "divider" }}
          >
            {formatMoney(money.amount, money.currency, locale)}
          </Typography>
        ))}
      </KpiCard>
      <KpiCard label={t("conversion")} value={formatRate(summary.conversionRate, locale)} hint={t("conversionHint")} />
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

function KpiCard({
  label,
  value,
  hint,
  children,
}: {
  label: string;
  value: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.75, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: "1.4rem", sm: "1.6rem" },
          fontWeight: 800,
          letterSpacing: "-0.02em",
          lineHeight: 1.3,
          mt: 0.5,
          // A figure reads as one word: "$6,010.30" never breaks in two.
          whiteSpace: "nowrap",
        }}
      >
        {value}
      </Typography>
      {children}
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
