"use client";
import NextLink from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import ArrowBack from "@mui/icons-material/ArrowBack";
import EditOutlined from "@mui/icons-material/EditOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PublishOutlined from "@mui/icons-material/PublishOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { AttendeesTab } from "@/components/events/attendees-tab";
import { CheckInTab } from "@/components/events/check-in-tab";
import { EventActionsMenu, publicEventPath } from "@/components/events/event-actions-menu";
import { EventCover } from "@/components/events/event-cover";
import { FeedbackProvider } from "@/components/events/feedback";
import { EVENT_PAGE_TABS, isEventPageTab, type EventPageTab } from "@/components/events/event-page-tabs";
import { displayStatus, formatEventRange, venueLine, zoneLabel } from "@/components/events/format";
import { OrdersTab } from "@/components/events/orders-tab";
import { OverviewTab } from "@/components/events/overview-tab";
import { PromoCodesTab } from "@/components/events/promo-codes-tab";
import { EventStatusChip } from "@/components/events/status-chips";
import { TicketsTab } from "@/components/events/tickets-tab";
import type { HostEvent } from "@/components/events/types";
import { useEventActions } from "@/components/events/use-event-actions";
import { useHostEvent } from "@/lib/swr/use-events";

export function EventScreen({ initialEvent }: { initialEvent: HostEvent }) {
  return (
    <FeedbackProvider>
      <EventPage initialEvent={initialEvent} />
    </FeedbackProvider>
  );
}

/**
 * /pages/events/[id]?tab=…: one event's header (what, when in the event's own time zone, where,
 * status) over its tabs. The server read the event for the first paint; SWR keeps it current.
 */
function EventPage({ initialEvent }: { initialEvent: HostEvent }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tabParam = params.get("tab");
  const tab: EventPageTab = isEventPageTab(tabParam) ? tabParam : "overview";
  const { data, error } = useHostEvent(initialEvent.id, initialEvent);
  const event = data?.event ?? initialEvent;
  const actions = useEventActions();
  const status = displayStatus(event);
  const isOnline = event.format === "online";

  // On a phone the tab strip scrolls; the tab a link opened (?tab=check-in) is brought into view.
  useEffect(() => {
    document.getElementById(`event-tab-${tab}`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [tab]);

  function selectTab(next: EventPageTab) {
    const query = new URLSearchParams(params);
    if (next === "overview") query.delete("tab");
    else query.set("tab", next);
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <Box>
        <Button
          component={NextLink}
          href="/pages/events"
          startIcon={<ArrowBack />}
          color="inherit"
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {t("list.title")}
        </Button>
        <Box
          sx={{
            display: "flex",
            gap: { xs: 2, sm: 2.5 },
            alignItems: "flex-start",
            flexWrap: { xs: "wrap", sm: "nowrap" },
          }}
        >
          <Box sx={{ display: { xs: "none", sm: "block" } }}>
            <EventCover
              src={event.coverImage}
              startsAt={event.startsAt}
              locale={locale}
              timeZone={event.timezone}
              size={96}
              wide
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <Typography
                variant="h4"
                component="h1"
                sx={{
                  fontWeight: 800,
                  letterSpacing: "-0.02em",
                  overflowWrap: "anywhere",
                  fontSize: { xs: "1.6rem", sm: "2.125rem" },
                }}
              >
                {event.title}
              </Typography>
              <EventStatusChip status={status} size="medium" />
              {event.visibility !== "public" && <Chip variant="outlined" label={t(`visibility.${event.visibility}`)} />}
            </Box>
            <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75, mt: 0.75 }}>
              <ScheduleOutlined sx={{ fontSize: 18 }} aria-hidden />
              <span suppressHydrationWarning>
                {formatEventRange(event.startsAt, event.endsAt, locale, event.timezone)} ·{" "}
                {zoneLabel(event.timezone, new Date(event.startsAt))}
              </span>
            </Typography>
            <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
              {isOnline ? (
                <VideocamOutlined sx={{ fontSize: 18 }} aria-hidden />
              ) : (
                <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
              )}
              <span>
                {isOnline ? t("format.online") : venueLine(event) || t("list.noVenue")}
                {event.format === "hybrid" && ` · ${t("format.onlineShort")}`}
              </span>
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flex: "none", width: { xs: "100%", sm: "auto" } }}>
            {/* A draft's next step, where the host looks first (the overview and the menu offer it too). */}
            {event.status === "draft" && (
              <Button
                variant="contained"
                startIcon={<PublishOutlined />}
                disabled={Boolean(actions.busy)}
                onClick={() => void actions.publish(event)}
              >
                {t("actions.publish")}
              </Button>
            )}
            <Button
              component={NextLink}
              href={`/pages/events/${event.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              {t("actions.edit")}
            </Button>
            {event.status !== "draft" && (
              <Button
                component="a"
                href={publicEventPath(event.slug)}
                target="_blank"
                rel="noopener"
                color="inherit"
                startIcon={<OpenInNew />}
                sx={{ display: { xs: "none", md: "inline-flex" } }}
              >
                {t("actions.viewPublicShort")}
              </Button>
            )}
            <Box sx={{ flex: { xs: 1, sm: "none" } }} />
            <EventActionsMenu event={event} actions={actions} onDeleted={() => router.push("/pages/events")} />
          </Box>
        </Box>
      </Box>

      {error && (
        <Alert severity="warning" variant="outlined">
          {t("event.refreshFailed")}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <Tabs
          value={tab}
          onChange={(_event, next: EventPageTab) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t("event.tabsLabel")}
          sx={{ px: { xs: 0, sm: 1 }, "& .MuiTabs-scrollButtons.Mui-disabled": { display: "none" } }}
        >
          {EVENT_PAGE_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`event.tabs.${value}`)}
              id={`event-tab-${value}`}
              aria-controls={`event-panel-${value}`}
              sx={{ minHeight: 52 }}
            />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`event-panel-${tab}`} aria-labelledby={`event-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === "overview" && <OverviewTab event={event} actions={actions} onOpenTab={selectTab} />}
        {tab === "tickets" && <TicketsTab event={event} />}
        {tab === "promo-codes" && <PromoCodesTab event={event} />}
        {tab === "orders" && <OrdersTab event={event} />}
        {tab === "attendees" && <AttendeesTab event={event} />}
        {tab === "check-in" && <CheckInTab event={event} />}
      </Box>
    </Box>
  );
}
