"use client";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { changeOf } from "@/components/dashboard/change";
import { formatCount, formatPercent } from "@/components/dashboard/format";
import { KpiCard, KpiHint } from "@/components/ui/kpi-card";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { Compared, DashboardFigures } from "@/lib/dashboard/schema";
import { formatMoney } from "@/lib/text/money";

// The dashboard's figures of the last 30 days, each with how it moved against the 30 days before.
// Staff get no revenue (the figures come without it), so their row has four cards, not five.

/** Tickets, net revenue (managers only), orders, page views and conversion. */
export function KpiCards({ figures, currency }: { figures: DashboardFigures; currency: string }) {
  const t = useTranslations("dashboard.kpi");
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const hasRevenue = figures.revenue !== undefined;
  return (
    <Box
      component="section"
      aria-label={t("label")}
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", lg: `repeat(${hasRevenue ? 5 : 4}, minmax(0, 1fr))` },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      <FigureCard label={t("tickets")} value={count(figures.tickets.current)}>
        <ChangeLine figure={figures.tickets} format={count} />
      </FigureCard>
      {figures.revenue && <RevenueCard revenue={figures.revenue} currency={currency} />}
      <FigureCard label={t("orders")} value={count(figures.orders.current)}>
        <ChangeLine figure={figures.orders} format={count} />
      </FigureCard>
      <FigureCard
        label={t("views")}
        value={count(figures.views.current)}
        hint={t("visitors", { count: figures.visitors.current })}
      >
        <ChangeLine figure={figures.views} format={count} />
      </FigureCard>
      <FigureCard
        label={t("conversion")}
        value={formatPercent(figures.conversionRate.current, locale)}
        hint={t("conversionHint")}
        // Alone on the last row of two columns on a phone: as wide as the row.
        isWideOnPhone={hasRevenue}
      >
        <ChangeLine figure={figures.conversionRate} format={(value) => formatPercent(value, locale)} />
      </FigureCard>
    </Box>
  );
}

/** Net revenue per currency: the largest big, any others on their own lines below it. */
function RevenueCard({
  revenue,
  currency,
}: {
  revenue: NonNullable<DashboardFigures["revenue"]>;
  /** The account's currency, for the zero of a period without revenue. */
  currency: string;
}) {
  const t = useTranslations("dashboard.kpi");
  const locale = useLocale();
  const [main, ...others] = revenue;
  if (!main) {
    return <FigureCard label={t("revenue")} value={formatMoney(0, currency, locale)} hint={t("noRevenue")} />;
  }
  const money = (currency: string) => (value: number) => formatMoney(value, currency, locale);
  return (
    <FigureCard label={t("revenue")} value={money(main.currency)(main.current)}>
      <ChangeLine figure={main} format={money(main.currency)} />
      {others.map((row) => (
        <Box key={row.currency} sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: "divider" }}>
          <Typography sx={{ fontWeight: 700 }}>{money(row.currency)(row.current)}</Typography>
          <ChangeLine figure={row} format={money(row.currency)} />
        </Box>
      ))}
    </FigureCard>
  );
}

// Five cards share a laptop's width: a smaller figure there, so "$6,010.30" stays on one line.
const VALUE_SIZE = { xs: "1.4rem", sm: "1.75rem", lg: "1.45rem", xl: "1.75rem" };

function FigureCard({
  label,
  value,
  hint,
  isWideOnPhone = false,
  children,
}: {
  label: string;
  value: string;
  hint?: string;
  isWideOnPhone?: boolean;
  children?: ReactNode;
}) {
  return (
    <KpiCard
      label={label}
      value={value}
      valueSize={VALUE_SIZE}
      sx={{ gridColumn: { xs: isWideOnPhone ? "1 / -1" : "auto", lg: "auto" } }}
    >
      {hint && <KpiHint>{hint}</KpiHint>}
      {children}
    </KpiCard>
  );
}

/** "▲ 25 %" in green, "▼ 10 %" in red, "New" or "—", with the previous value; read out in words. */
function ChangeLine({ figure, format }: { figure: Compared; format: (value: number) => string }) {
  const t = useTranslations("dashboard.change");
  const locale = useLocale();
  const change = changeOf(figure.current, figure.previous);
  const percent = "ratio" in change ? formatPercent(change.ratio, locale) : "";
  const colour = change.kind === "up" ? "success.main" : change.kind === "down" ? "error.main" : "text.secondary";
  const shown =
    change.kind === "up"
      ? `▲ ${percent}`
      : change.kind === "down"
        ? `▼ ${percent}`
        : change.kind === "same"
          ? t("same")
          : change.kind === "new"
            ? t("new")
            : "—";
  return (
    <Typography variant="body2" component="p" sx={{ mt: 0.5, display: "flex", flexWrap: "wrap", columnGap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ color: colour, fontWeight: 700, whiteSpace: "nowrap" }}>
        {shown}
      </Box>
      <VisuallyHidden>{t(`${change.kind}Label`, { percent })}</VisuallyHidden>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {t("previous", { value: format(figure.previous) })}
      </Box>
    </Typography>
  );
}
