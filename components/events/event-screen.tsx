"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { AttendeesTab } from "@/components/events/attendees-tab";
import { CheckInTab } from "@/components/events/check-in-tab";
import { EventHeader } from "@/components/events/event-header";
import { FeedbackProvider } from "@/components/events/feedback";
import { EVENT_PAGE_TABS, type EventPageTab } from "@/components/events/event-page-tabs";
import { OrdersTab } from "@/components/events/orders-tab";
import { OverviewTab } from "@/components/events/overview-tab";
import { PromoCodesTab } from "@/components/events/promo-codes-tab";
import { TicketsTab } from "@/components/events/tickets-tab";
import type { HostEvent } from "@/components/events/types";
import { useEventActions } from "@/components/events/use-event-actions";
import { useEventPageTab } from "@/components/events/use-event-page-tab";
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
  const { tab, selectTab } = useEventPageTab();
  const { data, error } = useHostEvent(initialEvent.id, initialEvent);
  const event = data?.event ?? initialEvent;
  const actions = useEventActions();

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <EventHeader event={event} actions={actions} />

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
