import { format } from "date-fns";
import type { CalendarEvent } from "@/lib/calendar/schema";
import { formatDate, formatDayRange } from "@/lib/dates/format";

/** The screen's views and FullCalendar's names for them. The agenda lists a month, so paging it matches the month view. */
export const CALENDAR_VIEWS = {
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
  agenda: "listMonth",
} as const;
export type CalendarViewKey = keyof typeof CALENDAR_VIEWS;
export const CALENDAR_VIEW_KEYS = Object.keys(CALENDAR_VIEWS) as CalendarViewKey[];

export function isCalendarViewKey(value: unknown): value is CalendarViewKey {
  return typeof value === "string" && value in CALENDAR_VIEWS;
}

export function viewKeyOf(fullCalendarView: string): CalendarViewKey {
  return CALENDAR_VIEW_KEYS.find((key) => CALENDAR_VIEWS[key] === fullCalendarView) ?? "month";
}

/** How an event looks: its status, with "ended" for a published event that is over (derived, as everywhere). */
export type EventLook = "published" | "ended" | "draft" | "cancelled";

export function eventLook(event: Pick<CalendarEvent, "status" | "endsAt">, now = Date.now()): EventLook {
  if (event.status === "draft" || event.status === "cancelled") return event.status;
  return new Date(event.endsAt).getTime() < now ? "ended" : "published";
}

/** What the calendar tells the screen after every navigation. */
export type CalendarPosition = { view: CalendarViewKey; title: string; start: Date; end: Date; currentStart: Date };

/**
 * The period's title in the app's own date words (lib/dates/format.ts): the month as `LLL yyyy`
 * (spec section 9) for the month grid and the agenda, the week's first to last day, the day in full.
 * `end` is exclusive, as FullCalendar gives it.
 */
export function calendarTitle(view: CalendarViewKey, start: Date, end: Date, locale: string): string {
  if (view === "day") return formatDate(start, locale, "full");
  if (view === "week") {
    const lastDay = new Date(end.getTime() - 1);
    return formatDayRange(format(start, "yyyy-MM-dd"), format(lastDay, "yyyy-MM-dd"), locale);
  }
  return formatDate(start, locale, "monthYear");
}
