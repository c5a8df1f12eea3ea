"use client";
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore, type FocusEvent, type ReactNode } from "react";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import BlockOutlined from "@mui/icons-material/BlockOutlined";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import FileCopyOutlined from "@mui/icons-material/FileCopyOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PublishOutlined from "@mui/icons-material/PublishOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { EventPageTab } from "@/components/events/event-page-tabs";
import { useFeedback } from "@/components/events/feedback";
import { displayStatus, formatDateTime } from "@/components/events/format";
import { formatMoney } from "@/lib/text/money";
import type { HostEvent } from "@/components/events/types";
import { availableActions, type useEventActions } from "@/components/events/use-event-actions";
import { useEventStats } from "@/lib/swr/use-events";

const noSubscription = () => () => {};

/** The page's origin in the browser; empty while rendering on the server (the link then shows its path). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

/** Sold / capacity, revenue, check-ins and orders; the public link to share; what the host can do with the event now. */
export function OverviewTab({
  event,
  actions,
  onOpenTab,
}: {
  event: HostEvent;
  actions: ReturnType<typeof useEventActions>;
  onOpenTab: (tab: EventPageTab) => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const { data: stats, error } = useEventStats(event.id);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const orderCount = stats
    ? Object.entries(stats.ordersByStatus).reduce(
        (sum, [status, count]) => (status === "expired" ? sum : sum + count),
        0,
      )
    : 0;
  const awaiting = stats?.ordersByStatus.awaiting_payment ?? 0;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      {error && !stats && <Alert severity="error">{t("overview.loadFailed")}</Alert>}
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

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
          gap: 2.5,
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
          <PublicLinkCard event={event} />
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
              <Box
                component="ul"
                sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.75 }}
              >
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
        </Box>
        <StatusCard event={event} actions={actions} onOpenTab={onOpenTab} />
      </Box>
    </Box>
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

function PublicLinkCard({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const notify = useFeedback();
  const origin = useOrigin();
  const url = `${origin}${event.publicPath}`;
  const isReachable = event.status === "published" && event.visibility !== "private";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify(t("overview.linkCopied"));
    } catch {
      notify(t("overview.copyFailed"), "error");
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem" }}>
        {t("overview.publicPage")}
      </Typography>
      <TextField
        value={url}
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            "aria-label": t("overview.publicLink"),
            onFocus: (focusEvent: FocusEvent<HTMLInputElement>) => focusEvent.target.select(),
          },
          input: {
            sx: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 14 },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t("overview.copyLink")}>
                  <IconButton edge="end" aria-label={t("overview.copyLink")} onClick={() => void copy()}>
                    <ContentCopyOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Typography
          variant="body2"
          color={isReachable ? "text.secondary" : "warning.main"}
          sx={{ flex: 1, minWidth: 200 }}
        >
          {isReachable
            ? t(`overview.linkHint.${event.visibility === "unlisted" ? "unlisted" : "public"}`)
            : t(
                event.status === "draft"
                  ? "overview.linkHint.draft"
                  : event.visibility === "private"
                    ? "overview.linkHint.private"
                    : "overview.linkHint.closed",
              )}
        </Typography>
        <Button
          component="a"
          href={event.publicPath}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNew />}
          disabled={event.status === "draft"}
        >
          {t("overview.openPage")}
        </Button>
      </Box>
    </Paper>
  );
}

function StatusCard({
  event,
  actions,
  onOpenTab,
}: {
  event: HostEvent;
  actions: ReturnType<typeof useEventActions>;
  onOpenTab: (tab: EventPageTab) => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const status = displayStatus(event);
  const allowed = availableActions(event);
  const busy = actions.busy?.id === event.id ? actions.busy.action : null;
  const hasTickets = event.ticketTypes.length > 0;
  const when = {
    draft: event.createdAt,
    published: event.publishedAt,
    ended: event.endsAt,
    cancelled: event.cancelledAt,
    archived: event.archivedAt,
  }[status];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem" }}>
        {t("overview.statusTitle")}
      </Typography>
      <Typography color="text.secondary">{t(`overview.statusText.${status}`)}</Typography>
      {when && (
        <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
          {t(`overview.statusSince.${status}`, { date: formatDateTime(when, locale, event.timezone) })}
        </Typography>
      )}
      {allowed.publish && !hasTickets && (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => onOpenTab("tickets")}>
              {t("overview.addTickets")}
            </Button>
          }
        >
          {t("overview.publishNeedsTickets")}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexDirection: "column", gap: 1, mt: 0.5 }}>
        {allowed.publish && (
          <Button
            variant="contained"
            startIcon={<PublishOutlined />}
            loading={busy === "publish"}
            disabled={!hasTickets || busy !== null}
            onClick={() => void actions.publish(event)}
          >
            {t("actions.publish")}
          </Button>
        )}
        <Button
          variant="outlined"
          color="inherit"
          sx={{ borderColor: "divider" }}
          startIcon={<FileCopyOutlined />}
          loading={busy === "duplicate"}
          disabled={busy !== null}
          onClick={() => void actions.duplicate(event)}
        >
          {t("actions.duplicate")}
        </Button>
        {allowed.archive && (
          <Button
            variant="outlined"
            color="inherit"
            sx={{ borderColor: "divider" }}
            startIcon={<ArchiveOutlined />}
            loading={busy === "archive"}
            disabled={busy !== null}
            onClick={() => void actions.archive(event)}
          >
            {t("actions.archive")}
          </Button>
        )}
        {allowed.cancel && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockOutlined />}
            loading={busy === "cancel"}
            disabled={busy !== null}
            onClick={() => void actions.cancel(event)}
          >
            {t("actions.cancelEvent")}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
