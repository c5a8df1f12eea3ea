"use client";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { EventPageTab } from "@/components/events/event-page-tabs";
import type { EventStats } from "@/lib/events/answers";
import { formatMoney } from "@/lib/text/money";

// The overview's figures: four stat cards, and sold against quantity per ticket type.

type FiguresProps = { stats: EventStats | undefined; onOpenTab: (tab: EventPageTab) => void };

/** Sold / capacity, revenue, check-ins and orders (a skeleton each while loading). */
export function OverviewStats({ stats, onOpenTab }: FiguresProps) {
  const t = useTranslations("events");
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const orderCount = stats
    ? Object.entries(stats.ordersByStatus).reduce(
        (sum, [status, count]) => (status === "expired" ? sum : sum + count),
        0,
      )
    : 0;
  const awaiting = stats?.ordersByStatus.awaiting_payment ?? 0;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" }, gap: 2 }}>
      <StatCard label={t("overview.sold")} isLoading={!stats}>
        {stats && (
          <>
            <StatValue>
              {number(stats.sold)}
              {stats.capacity > 0 && <StatUnit> / {number(stats.capacity)}</StatUnit>}
            </StatValue>
            {stats.capacity > 0 && (
              <>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (stats.sold / stats.capacity) * 100)}
                  aria-label={t("overview.soldOf", { sold: stats.sold, capacity: stats.capacity })}
                  color={stats.sold >= stats.capacity ? "warning" : "primary"}
                  sx={{ height: 8, borderRadius: 4, my: 1 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {stats.sold >= stats.capacity
                    ? t("overview.soldOut")
                    : t("overview.left", { count: stats.capacity - stats.sold })}
                </Typography>
              </>
            )}
          </>
        )}
      </StatCard>
      <StatCard label={t("overview.revenue")} isLoading={!stats}>
        {stats && (
          <>
            <StatValue>{formatMoney(stats.revenue, stats.currency, locale)}</StatValue>
            <Typography variant="caption" color="text.secondary">
              {t("overview.revenueHint")}
            </Typography>
          </>
        )}
      </StatCard>
      <StatCard label={t("overview.checkIns")} isLoading={!stats}>
        {stats && (
          <>
            <StatValue>
              {number(stats.checkedIn)}
              <StatUnit> / {number(stats.attendees)}</StatUnit>
            </StatValue>
            <LinearProgress
              variant="determinate"
              color="success"
              value={stats.attendees > 0 ? Math.min(100, (stats.checkedIn / stats.attendees) * 100) : 0}
              aria-label={t("overview.checkedInOf", { checkedIn: stats.checkedIn, attendees: stats.attendees })}
              sx={{ height: 8, borderRadius: 4, my: 1 }}
            />
            <Button size="small" onClick={() => onOpenTab("check-in")} sx={{ ml: -0.75, p: 0.25, minWidth: 0 }}>
              {t("overview.openCheckIn")}
            </Button>
          </>
        )}
      </StatCard>
      <StatCard label={t("overview.orders")} isLoading={!stats}>
        {stats && (
          <>
            <StatValue>{number(orderCount)}</StatValue>
            {awaiting > 0 ? (
              <Button
                size="small"
                color="warning"
                onClick={() => onOpenTab("orders")}
                sx={{ ml: -0.75, p: 0.25, minWidth: 0, textAlign: "left" }}
              >
                {t("overview.awaitingPayment", { count: awaiting })}
              </Button>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t("overview.ordersHint", { count: stats.ordersByStatus.completed })}
              </Typography>
            )}
          </>
        )}
      </StatCard>
    </Box>
  );
}

/** Sold and held against each ticket type's quantity. */
export function TicketTypeFigures({ stats, onOpenTab }: FiguresProps) {
  const t = useTranslations("events");
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem" }}>
          {t("overview.byTicketType")}
        </Typography>
        <Button size="small" onClick={() => onOpenTab("tickets")}>
          {t("overview.manageTickets")}
        </Button>
      </Box>
      {!stats ? (
        <Skeleton variant="rounded" height={80} />
      ) : stats.ticketTypes.length === 0 ? (
        <Typography color="text.secondary">{t("overview.noTicketTypes")}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.75 }}>
          {stats.ticketTypes.map((ticketType) => (
            <Box component="li" key={ticketType.id}>
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}>
                  {ticketType.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                  {t("overview.soldOf", { sold: ticketType.sold, capacity: ticketType.quantity })}
                </Typography>
              </Box>
              <LinearProgress
                variant="buffer"
                value={Math.min(100, (ticketType.sold / Math.max(1, ticketType.quantity)) * 100)}
                valueBuffer={Math.min(100, (ticketType.held / Math.max(1, ticketType.quantity)) * 100)}
                aria-label={t("overview.soldOf", { sold: ticketType.sold, capacity: ticketType.quantity })}
                sx={{ height: 6, borderRadius: 3, mt: 0.75, "& .MuiLinearProgress-dashed": { display: "none" } }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

function StatCard({ label, isLoading, children }: { label: string; isLoading: boolean; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.75, sm: 2.5 }, minWidth: 0, display: "flex", flexDirection: "column", alignItems: "flex-start" }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {isLoading ? (
        <>
          <Skeleton width="60%" height={40} />
          <Skeleton width="80%" />
        </>
      ) : (
        <Box sx={{ width: "100%" }}>{children}</Box>
      )}
    </Paper>
  );
}

function StatValue({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      sx={{
        fontSize: { xs: "1.4rem", sm: "1.75rem" },
        fontWeight: 800,
        letterSpacing: "-0.02em",
        lineHeight: 1.3,
        mt: 0.5,
        overflowWrap: "anywhere",
      }}
    >
      {children}
    </Typography>
  );
}

function StatUnit({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ fontSize: "0.6em", color: "text.secondary", fontWeight: 600 }}>
      {children}
    </Box>
  );
}
