"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useRef, useState } from "react";
import type { CalendarApi } from "@fullcalendar/core";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import EventRepeatOutlinedIcon from "@mui/icons-material/EventRepeatOutlined";
import { CalendarLegend } from "@/components/calendar/calendar-legend";
import { CalendarToolbar } from "@/components/calendar/calendar-toolbar";
import { CALENDAR_VIEWS, type CalendarPosition, type CalendarViewKey } from "@/components/calendar/calendar-views";
import type { CalendarSlot } from "@/components/calendar/event-calendar";
import { SubscribeDialog } from "@/components/calendar/subscribe-dialog";
import { LinkButton } from "@/components/ui/links";
import { useConfirm } from "@/components/ui/confirmation";
import { newEventHref } from "@/lib/calendar/new-event-slot";
import type { CalendarEvent } from "@/lib/calendar/schema";
import { useCalendarEvents } from "@/lib/swr/use-calendar";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";

const EventCalendar = dynamic(() => import("@/components/calendar/event-calendar"), {
  ssr: false,
  loading: () => <CalendarSkeleton />,
});

type Notice = { severity: "success" | "error"; text: string };

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
  const confirm = useConfirm();
  const apiRef = useRef<CalendarApi | null>(null);
  const [position, setPosition] = useState<CalendarPosition | null>(null);
  const [showCancelled, setShowCancelled] = useState(true);
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const { data, error, isLoading, mutate } = useCalendarEvents(position);
  const events = useMemo(
    () => (data?.events ?? []).filter((event) => showCancelled || event.status !== "cancelled"),
    [data, showCancelled],
  );
  const cancelledCount = useMemo(
    () => (data?.events ?? []).filter((event) => event.status === "cancelled").length,
    [data],
  );

  const onPositionChange = useCallback((next: CalendarPosition) => {
    setPosition(next);
    // The address keeps the view and date, so a reload or a shared link opens the same page.
    const url = new URL(window.location.href);
    url.searchParams.set("view", next.view);
    url.searchParams.set("date", toDateParam(next.currentStart));
    window.history.replaceState(window.history.state, "", url);
  }, []);

  const onMove = useCallback(
    async (
      event: CalendarEvent,
      { startsAt, endsAt, revert }: { startsAt: Date; endsAt: Date; revert: () => void },
    ) => {
      if (event.ordersCount > 0) {
        const isConfirmed = await confirm({
          title: t("move.title"),
          message: t("move.message", { count: event.ordersCount }),
          actions: { confirm: { label: t("move.confirm") } },
        });
        if (!isConfirmed) {
          revert();
          return;
        }
      }
      try {
        await apiFetch(
          `/api/events/${event.id}`,
          jsonBody("PATCH", { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
        );
        setNotice({ severity: "success", text: t("move.done", { title: event.title }) });
      } catch (failure) {
        revert();
        setNotice({ severity: "error", text: moveFailureText(failure, t) });
      }
      void mutate();
    },
    [confirm, mutate, t],
  );

  const onSlot = useCallback((slot: CalendarSlot) => router.push(newEventHref(slot)), [router]);
  const onOpen = useCallback((event: CalendarEvent) => router.push(`/pages/events/${event.id}`), [router]);
  const labels = useMemo(() => ({ draft: t("status.draft"), cancelled: t("status.cancelled") }), [t]);

  return (
    <>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-end",
          justifyContent: "space-between",
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em", mb: 0.5 }}>
            {t("title")}
          </Typography>
          <Typography color="text.secondary">{t("intro", { account: accountName })}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<EventRepeatOutlinedIcon />}
            onClick={() => setSubscribeOpen(true)}
          >
            {t("subscribe.open")}
          </Button>
          {canEdit && (
            <LinkButton href="/pages/events/new" variant="contained" startIcon={<AddIcon />}>
              {t("newEvent")}
            </LinkButton>
          )}
        </Stack>
      </Box>

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
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 1,
            mt: 2,
          }}
        >
          <CalendarLegend />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={showCancelled}
                onChange={(event) => setShowCancelled(event.target.checked)}
              />
            }
            label={
              <Typography variant="body2" color="text.secondary">
                {t("showCancelled", { count: cancelledCount })}
              </Typography>
            }
            sx={{ mr: 0 }}
          />
        </Box>
      </Paper>

      <SubscribeDialog
        open={isSubscribeOpen}
        onClose={() => setSubscribeOpen(false)}
        accountName={accountName}
        canReset={canEdit}
      />

      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.severity === "error" ? 8000 : 4000}
        onClose={(_, reason) => reason !== "clickaway" && setNotice(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} sx={{ width: "100%" }}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}

function moveFailureText(failure: unknown, t: ReturnType<typeof useTranslations<"calendar">>): string {
  if (failure instanceof ApiRequestError) {
    if (failure.status === 404) return t("move.gone");
    if (failure.status === 403) return t("move.forbidden");
  }
  return t("move.failed");
}

/** YYYY-MM-DD of a local date. */
function toDateParam(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function CalendarSkeleton() {
  return (
    <Box aria-hidden sx={{ display: "grid", gridTemplateColumns: "repeat(7, 1fr)", gap: 0.5 }}>
      {Array.from({ length: 35 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: { xs: 64, md: 104 } }} />
      ))}
    </Box>
  );
}
