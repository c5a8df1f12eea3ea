"use client";
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore, type FocusEvent } from "react";
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
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { EventPageTab } from "@/components/events/event-page-tabs";
import { useFeedback } from "@/components/events/feedback";
import { displayStatus, formatDateTime } from "@/components/events/format";
import type { HostEvent } from "@/components/events/types";
import { availableActions, type useEventActions } from "@/components/events/use-event-actions";
import { useEventStats } from "@/lib/swr/use-events";
import { OverviewStats, TicketTypeFigures } from "@/components/events/overview-stats";
import { CODE_FONT } from "@/components/events/shared-styles";

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
  const { data: stats, error } = useEventStats(event.id);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      {error && !stats && <Alert severity="error">{t("overview.loadFailed")}</Alert>}
      <OverviewStats stats={stats} onOpenTab={onOpenTab} />
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
          <TicketTypeFigures stats={stats} onOpenTab={onOpenTab} />
        </Box>
        <StatusCard event={event} actions={actions} onOpenTab={onOpenTab} />
      </Box>
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
            sx: { fontFamily: CODE_FONT, fontSize: 14 },
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
