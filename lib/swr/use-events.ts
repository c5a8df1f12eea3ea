"use client";
import useSWR, { useSWRConfig } from "swr";
import type {
  AttendeeList,
  EventDetail,
  EventList,
  EventStats,
  OrderList,
  PromoCodeAnswer,
  TicketTypeAnswer,
} from "@/lib/events/answers";

// The host's events screens read through SWR (the app's fetcher is `apiFetch`), typed by the API's
// own answer schemas; every key starts with /api/events, so one change can refresh everything the
// screen shows about an event (the calendar's reads included: lib/swr/use-calendar.ts).

export const EVENTS_URL = "/api/events";

export function eventUrl(id: string, rest = ""): string {
  return `${EVENTS_URL}/${encodeURIComponent(id)}${rest}`;
}

/** A query string without empty values, in a stable order (so equal queries share a cache entry). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function useEventList(query: { tab: string; search: string; sort: string; page: number }) {
  return useSWR<EventList>(`${EVENTS_URL}${queryString(query)}`, { keepPreviousData: true });
}

/** One event with its ticket types; `initial` is what the server read for the first paint. */
export function useHostEvent(id: string, initial?: EventDetail) {
  return useSWR<{ event: EventDetail }>(eventUrl(id), {
    fallbackData: initial ? { event: initial } : undefined,
    revalidateOnMount: !initial,
  });
}

export function useEventStats(id: string) {
  return useSWR<EventStats>(eventUrl(id, "/stats"));
}

/** Ticket types by position (the API answers them in that order). */
export function useTicketTypes(id: string) {
  return useSWR<{ ticketTypes: TicketTypeAnswer[] }>(eventUrl(id, "/ticket-types"));
}

export function usePromoCodes(id: string) {
  return useSWR<{ promoCodes: PromoCodeAnswer[] }>(eventUrl(id, "/promo-codes"));
}

export function useOrders(id: string, query: { status?: string; search: string; page: number; pageSize: number }) {
  return useSWR<OrderList>(eventUrl(id, `/orders${queryString(query)}`), { keepPreviousData: true });
}

/** `query` null: nothing is read (e.g. while the check-in search box holds too little). */
export function useAttendees(
  id: string,
  query: { search: string; checkedIn?: string; page: number; pageSize: number } | null,
  options?: { refreshInterval?: number },
) {
  return useSWR<AttendeeList>(query ? eventUrl(id, `/attendees${queryString(query)}`) : null, {
    keepPreviousData: true,
    ...options,
  });
}

/** Re-reads every cached answer about events (after a change that moves numbers or tabs). */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return (eventId?: string) =>
    mutate(
      (key) =>
        typeof key === "string" &&
        (eventId
          ? key.startsWith(eventUrl(eventId)) || key.startsWith(`${EVENTS_URL}?`) || key === EVENTS_URL
          : key.startsWith(EVENTS_URL)),
    );
}
