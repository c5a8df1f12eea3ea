"use client";
// Loaded on demand (next/dynamic, no SSR) by the calendar screen: FullCalendar and its plugins
// stay out of every other page's bundle and out of the screen's first one.
import { useMemo, useRef, useState, type RefObject } from "react";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/daygrid";
import timeGridPlugin from "@fullcalendar/timegrid";
import listPlugin from "@fullcalendar/list";
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from "@fullcalendar/interaction";
import type {
  CalendarApi,
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from "@fullcalendar/core";
import trLocale from "@fullcalendar/core/locales/tr";
import roLocale from "@fullcalendar/core/locales/ro";
import Box from "@mui/material/Box";
import { calendarSx } from "@/components/calendar/calendar-theme";
import {
  calendarTitle,
  eventLook,
  viewKeyOf,
  type CalendarPosition,
  type EventLook,
} from "@/components/calendar/calendar-views";
import type { CalendarEvent } from "@/lib/calendar/schema";

const LOCALES = { tr: trLocale, ro: roLocale } as const;

export type CalendarSlot = { start: Date; end?: Date | null; allDay: boolean };

export type EventCalendarProps = {
  apiRef: RefObject<CalendarApi | null>;
  events: CalendarEvent[];
  /** FullCalendar's view name; null lets the calendar choose: the agenda on a phone, where a month grid has no room for titles, else the month. */
  initialView: string | null;
  initialDate?: string;
  locale: string;
  /** Owners and admins move events and create them from a slot; staff only look. */
  canEdit: boolean;
  labels: Record<"draft" | "cancelled", string>;
  onPositionChange: (position: CalendarPosition) => void;
  onMove: (event: CalendarEvent, change: { startsAt: Date; endsAt: Date; revert: () => void }) => void;
  onSlot: (slot: CalendarSlot) => void;
  onOpen: (event: CalendarEvent) => void;
};

type Source = { source: CalendarEvent; look: EventLook };

export default function EventCalendar({
  apiRef,
  events,
  initialView: requestedView,
  initialDate,
  locale,
  canEdit,
  labels,
  onPositionChange,
  onMove,
  onSlot,
  onOpen,
}: EventCalendarProps) {
  // Client-only (no SSR), so the screen width is known on the first render.
  const [initialView] = useState(
    () => requestedView ?? (window.matchMedia("(max-width: 599.95px)").matches ? "listMonth" : "dayGridMonth"),
  );
  const [viewType, setViewType] = useState(initialView);
  // A mouse click on a free slot reports both `dateClick` and `select`; a tap on a phone only
  // `dateClick`. Whichever comes first opens the editor, the other is ignored.
  const lastSlotAt = useRef(0);

  // "Ended" is judged against the time the screen opened; a reload moves it on.
  const [now] = useState(() => Date.now());
  const inputs = useMemo<EventInput[]>(() => {
    return events.map((event) => {
      const look = eventLook(event, now);
      return {
        id: event.id,
        title: event.title,
        start: event.startsAt,
        end: event.endsAt,
        url: `/pages/events/${event.id}`,
        classNames: ["hd-event", `hd-event--${look}`],
        // A cancelled event stays where it was: moving it would change nothing anyone can attend.
        editable: canEdit && event.status !== "cancelled",
        extendedProps: { source: event, look } satisfies Source,
      };
    });
  }, [events, canEdit, now]);

  function openSlot(slot: CalendarSlot) {
    if (!canEdit || Date.now() - lastSlotAt.current < 600) return;
    lastSlotAt.current = Date.now();
    apiRef.current?.unselect();
    onSlot(slot);
  }

  function onChange(info: EventDropArg | EventResizeDoneArg) {
    const { source } = info.event.extendedProps as Source;
    const startsAt = info.event.start!;
    // FullCalendar leaves `end` empty when it equals the default duration; keep the event's own length then.
    const length = new Date(source.endsAt).getTime() - new Date(source.startsAt).getTime();
    const endsAt = info.event.end ?? new Date(startsAt.getTime() + length);
    onMove(source, { startsAt, endsAt, revert: info.revert });
  }

  const isTimeGrid = viewType.startsWith("timeGrid");

  return (
    <Box sx={calendarSx} data-testid="event-calendar">
      <FullCalendar
        ref={(calendar) => {
          apiRef.current = calendar ? calendar.getApi() : null;
        }}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={initialView}
        initialDate={initialDate}
        locale={LOCALES[locale as keyof typeof LOCALES] ?? "en"}
        headerToolbar={false}
        height={isTimeGrid ? 680 : "auto"}
        events={inputs}
        eventDisplay="block"
        dayMaxEvents
        nowIndicator
        allDaySlot={false}
        scrollTime="08:00:00"
        slotDuration="00:30:00"
        navLinks
        // FullCalendar names a month cell by its day number alone (aria-labelledby), while the cell
        // also shows that day's events: the visible text must be part of the name (WCAG 2.5.3), so
        // the cell is named by all it shows.
        dayCellDidMount={({ el }) => el.removeAttribute("aria-labelledby")}
        editable={canEdit}
        eventDurationEditable={canEdit}
        selectable={canEdit}
        selectMirror
        eventLongPressDelay={350}
        selectLongPressDelay={350}
        fixedWeekCount={false}
        views={{
          // "Sun 22" in every language: short enough for a phone's week, and no M/D versus D.M guessing.
          timeGridWeek: { dayHeaderFormat: { weekday: "short", day: "numeric" } },
          timeGridDay: { dayHeaderFormat: { weekday: "long", day: "numeric", month: "long" } },
        }}
        datesSet={(arg: DatesSetArg) => {
          setViewType(arg.view.type);
          onPositionChange({
            view: viewKeyOf(arg.view.type),
            title: calendarTitle(viewKeyOf(arg.view.type), arg.view.currentStart, arg.view.currentEnd, locale),
            start: arg.start,
            end: arg.end,
            currentStart: arg.view.currentStart,
          });
        }}
        eventDrop={onChange}
        eventResize={onChange}
        select={(arg: DateSelectArg) => openSlot({ start: arg.start, end: arg.end, allDay: arg.allDay })}
        dateClick={(arg: DateClickArg) => openSlot({ start: arg.date, allDay: arg.allDay })}
        eventClick={(arg: EventClickArg) => {
          // A plain click opens the event inside the app; a modified click (new tab) keeps the link's own behaviour.
          const click = arg.jsEvent as MouseEvent;
          if (click.metaKey || click.ctrlKey || click.shiftKey || click.button === 1) return;
          arg.jsEvent.preventDefault();
          onOpen((arg.event.extendedProps as Source).source);
        }}
        eventDidMount={(arg: EventMountArg) => {
          // Stable hooks for tests and assistive tech: the id, and the status in the accessible name.
          const { source, look } = arg.event.extendedProps as Source;
          arg.el.dataset.eventId = source.id;
          arg.el.dataset.status = look;
          // The full title (month cells cut it short), with the status where the block only hints at it.
          arg.el.title = look === "draft" || look === "cancelled" ? `${source.title} (${labels[look]})` : source.title;
        }}
        eventContent={(arg: EventContentArg) => <EventContent arg={arg} labels={labels} />}
      />
    </Box>
  );
}

function EventContent({ arg, labels }: { arg: EventContentArg; labels: EventCalendarProps["labels"] }) {
  const { look } = arg.event.extendedProps as Source;
  const isMonth = arg.view.type.startsWith("dayGrid");
  // In the month grid the dashed or struck-through block says it (see the legend); a tag would leave no room for the title.
  const tag =
    (look === "draft" || look === "cancelled") && !isMonth ? (
      <span className="hd-event-tag">{labels[look]}</span>
    ) : null;
  if (arg.view.type.startsWith("list")) {
    return (
      <span className="hd-event-line">
        <a href={arg.event.url}>{arg.event.title}</a>
        {tag}
      </span>
    );
  }
  const isTimeGrid = arg.view.type.startsWith("timeGrid");
  return (
    <div className={isTimeGrid ? "hd-event-body hd-event-body--stacked" : "hd-event-body"}>
      {arg.timeText && <span className="hd-event-time">{arg.timeText}</span>}
      <span className="hd-event-title">{arg.event.title}</span>
      {tag}
    </div>
  );
}
