"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useRef, useState } from "react";
import type { CalendarApi } from "@fullcalendar/core";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { CalendarFooter } from "@/components/calendar/calendar-footer";
import { CalendarHeader } from "@/components/calendar/calendar-header";
import { CalendarNotice } from "@/components/calendar/calendar-notice";
import { CalendarSkeleton } from "@/components/calendar/calendar-skeleton";
import { CalendarToolbar } from "@/components/calendar/calendar-toolbar";
import { CALENDAR_VIEWS, type CalendarViewKey } from "@/components/calendar/calendar-views";
import type { CalendarSlot } from "@/components/calendar/event-calendar";
import { SubscribeDialog } from "@/components/calendar/subscribe-dialog";
import { useCalendarEventMove } from "@/components/calendar/use-calendar-event-move";
import { useCalendarPosition } from "@/components/calendar/use-calendar-position";
import { newEventHref } from "@/lib/calendar/new-event-slot";
import type { CalendarEvent } from "@/lib/calendar/schema";
import { useCalendarEvents } from "@/lib/swr/use-calendar";

const EventCalendar = dynamic(() => import("@/components/calendar/event-calendar"), {
  ssr: false,
  loading: () => <CalendarSkeleton />,
});

/**
 * The calendar screen: the account's events by month, week, day or as an agenda. Events move by
 * drag and drop (asking first when buyers hold tickets), a free slot starts a new event there, and
 * the subscribe dialog hands out the account's iCalendar feed.
 */
export function CalendarScreen({
  canEdit,
  accountName,
  initialView,
  initialDate,
}: {
  canEdit: boolean;
  accountName: string;
  initialView: CalendarViewKey | null;
  initialDate?: string;
}) {
  const t = useTranslations("calendar");
  const locale = useLocale();
  const router = useRouter();
  const apiRef = useRef<CalendarApi | null>(null);
  const { position, onPositionChange } = useCalendarPosition();
  const [showCancelled, setShowCancelled] = useState(true);
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);

  const { data, error, isLoading, mutate } = useCalendarEvents(position);
  const { notice, clearNotice, onMove } = useCalendarEventMove(mutate);
  const events = useMemo(
    () => (data?.events ?? []).filter((event) => showCancelled || event.status !== "cancelled"),
    [data, showCancelled],
  );
  const cancelledCount = useMemo(
    () => (data?.events ?? []).filter((event) => event.status === "cancelled").length,
    [data],
  );

  const onSlot = useCallback((slot: CalendarSlot) => router.push(newEventHref(slot)), [router]);
  const onOpen = useCallback((event: CalendarEvent) => router.push(`/pages/events/${event.id}`), [router]);
  const labels = useMemo(() => ({ draft: t("status.draft"), cancelled: t("status.cancelled") }), [t]);

  return (
    <>
      <CalendarHeader accountName={accountName} canEdit={canEdit} onSubscribe={() => setSubscribeOpen(true)} />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <CalendarToolbar
          title={position?.title ?? ""}
          view={position?.view ?? initialView}
          isLoading={isLoading}
          onToday={() => apiRef.current?.today()}
          onPrevious={() => apiRef.current?.prev()}
          onNext={() => apiRef.current?.next()}
          onView={(view) => apiRef.current?.changeView(CALENDAR_VIEWS[view])}
        />
        {error && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void mutate()}>
                {t("retry")}
              </Button>
            }
          >
            {t("loadFailed")}
          </Alert>
        )}
        {!canEdit && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t("readOnly")}
          </Alert>
        )}
        <EventCalendar
          apiRef={apiRef}
          events={events}
          initialView={initialView ? CALENDAR_VIEWS[initialView] : null}
          initialDate={initialDate}
          locale={locale}
          canEdit={canEdit}
          labels={labels}
          onPositionChange={onPositionChange}
          onMove={onMove}
          onSlot={onSlot}
          onOpen={onOpen}
        />
        <CalendarFooter
          showCancelled={showCancelled}
          onShowCancelledChange={setShowCancelled}
          cancelledCount={cancelledCount}
        />
      </Paper>

      <SubscribeDialog
        open={isSubscribeOpen}
        onClose={() => setSubscribeOpen(false)}
        accountName={accountName}
        canReset={canEdit}
      />

      <CalendarNotice notice={notice} onClose={clearNotice} />
    </>
  );
}
