import type { CalendarEvent } from "@/lib/calendar/schema";

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
