"use client";
import useSWR from "swr";
import type { PublicEventView, PublicTicketType } from "@/lib/orders/availability";

/** What the checkout needs of the public view (the server passes only this; a refresh answers the whole view, a superset). */
export type CheckoutView = {
  event: Pick<PublicEventView["event"], "slug" | "timezone" | "currency">;
  ticketTypes: PublicTicketType[];
};

export function publicEventUrl(slug: string): string {
  return `/api/public/events/${encodeURIComponent(slug)}`;
}

/**
 * The checkout's view of an event. The server rendered it a moment ago, so nothing is fetched on
 * mount or focus; `mutate()` reads it again (after a "sold out").
 */
export function useCheckoutView(initialView: CheckoutView) {
  return useSWR<CheckoutView>(publicEventUrl(initialView.event.slug), {
    fallbackData: initialView,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
