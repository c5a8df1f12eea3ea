"use client";
import useSWR from "swr";
import type { CalendarEvent, FeedTokenAnswer } from "@/lib/calendar/schema";
import { EVENTS_URL } from "@/lib/swr/use-events";

export const FEED_TOKEN_URL = `${EVENTS_URL}/calendar/feed-token`;

/** The active account's events between two instants; null reads nothing (the calendar has no range yet). */
export function useCalendarEvents(range: { start: Date; end: Date } | null) {
  const url = range
    ? `${EVENTS_URL}/calendar?${new URLSearchParams({ from: range.start.toISOString(), to: range.end.toISOString() })}`
    : null;
  return useSWR<{ events: CalendarEvent[] }>(url, { keepPreviousData: true });
}

/** The account's iCalendar feed address, read only while `isWanted` (the subscribe dialog is open). */
export function useCalendarFeedToken(isWanted: boolean) {
  return useSWR<FeedTokenAnswer>(isWanted ? FEED_TOKEN_URL : null);
}
