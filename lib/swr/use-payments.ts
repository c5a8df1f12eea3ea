"use client";
import useSWR, { useSWRConfig } from "swr";
import type { EventList } from "@/lib/events/answers";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { OrderDetail, PaymentList, PaymentTotals, RefundAnswer, RefundOrderInput } from "@/lib/payments/schema";
import { EVENTS_URL, eventUrl, queryString } from "@/lib/swr/use-events";

// The payments screen's reads (issue 12): the list of orders with money involved, a period's
// totals per currency, and one order in full for the drawer; typed by lib/payments/schema.ts.

export const PAYMENTS_URL = "/api/payments";
export const ORDERS_URL = "/api/orders";

type Query = Record<string, string | number | undefined>;

export function orderUrl(orderId: string, rest = ""): string {
  return `${ORDERS_URL}/${encodeURIComponent(orderId)}${rest}`;
}

/** The address of the list for a query (with `format: "csv"`, its CSV download). */
export function paymentsUrl(query: Query): string {
  return `${PAYMENTS_URL}${queryString(query)}`;
}

/** `query` null: nothing is read (staff, who may not see payments). */
export function usePayments(query: Query | null) {
  return useSWR<PaymentList>(query ? paymentsUrl(query) : null, { keepPreviousData: true });
}

export function usePaymentTotals(period: { from: string; to: string } | null) {
  return useSWR<PaymentTotals>(period ? `${PAYMENTS_URL}/totals${queryString(period)}` : null, {
    keepPreviousData: true,
  });
}

/** One order with its items, attendees, refunds and timeline; `orderId` "" reads nothing. */
export function useOrderDetail(orderId: string) {
  return useSWR<{ order: OrderDetail }>(orderId ? orderUrl(orderId) : null);
}

/** The tabs that can hold events with orders (a draft never sold anything). */
const EVENT_TABS_WITH_ORDERS = ["upcoming", "past", "cancelled", "archived"] as const;
const EVENT_OPTIONS_KEY = `${EVENTS_URL}#payment-filter`;

export type EventOption = { id: string; title: string };

async function readEventOptions(): Promise<EventOption[]> {
  const lists = await Promise.all(
    EVENT_TABS_WITH_ORDERS.map((tab) =>
      apiFetch<EventList>(`${EVENTS_URL}${queryString({ tab, sort: "-startsAt", pageSize: 100 })}`),
    ),
  );
  return lists.flatMap((list) => list.events.map((event) => ({ id: event.id, title: event.title })));
}

/** The account's events for the list's event filter (the latest hundred of each tab; drafts left out). */
export function useEventOptions(isEnabled: boolean) {
  return useSWR<EventOption[]>(isEnabled ? EVENT_OPTIONS_KEY : null, readEventOptions, {
    revalidateOnFocus: false,
  });
}

/** Re-reads the list, the totals, the open order and the events' numbers after money moved. */
export function useRefreshPayments() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        typeof key === "string" &&
        key !== EVENT_OPTIONS_KEY &&
        (key.startsWith(PAYMENTS_URL) || key.startsWith(ORDERS_URL) || key.startsWith(EVENTS_URL)),
    );
}

/** `POST /api/orders/{orderId}/refunds`. */
export function refundOrder(orderId: string, body: RefundOrderInput): Promise<RefundAnswer> {
  return apiFetch<RefundAnswer>(orderUrl(orderId, "/refunds"), jsonBody("POST", body));
}

/** Marks an offline order paid or cancels it (`PATCH /api/events/{eventId}/orders/{orderId}`). */
export function updateOfflineOrder(eventId: string, orderId: string, action: "mark-paid" | "cancel") {
  return apiFetch(eventUrl(eventId, `/orders/${encodeURIComponent(orderId)}`), jsonBody("PATCH", { action }));
}
