"use client";
import { useCallback, useState } from "react";
import type { CalendarPosition } from "@/components/calendar/calendar-views";

/** YYYY-MM-DD of a local date. */
function toDateParam(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar's view and date range as it reports them; null until it has rendered. */
export function useCalendarPosition() {
  const [position, setPosition] = useState<CalendarPosition | null>(null);

  const onPositionChange = useCallback((next: CalendarPosition) => {
    setPosition(next);
    // The address keeps the view and date, so a reload or a shared link opens the same page.
    const url = new URL(window.location.href);
    url.searchParams.set("view", next.view);
    url.searchParams.set("date", toDateParam(next.currentStart));
    window.history.replaceState(window.history.state, "", url);
  }, []);

  return { position, onPositionChange };
}
