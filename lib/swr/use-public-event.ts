"use client";
import { useMemo } from "react";
import useSWR from "swr";
import type { PublicAvailability, PublicEventView, PublicTicketType } from "@/lib/orders/availability";

/** What the checkout needs of the public view (the server passes only this). */
export type CheckoutView = {
  event: Pick<PublicEventView["event"], "slug" | "timezone" | "currency">;
  ticketTypes: PublicTicketType[];
};

export function publicEventUrl(slug: string): string {
  return `/api/public/events/${encodeURIComponent(slug)}`;
}

export function publicAvailabilityUrl(slug: string): string {
  return `${publicEventUrl(slug)}/availability`;
}

/**
 * The tickets left of an event, read in the browser: the page around it is served from cache and
 * may be minutes old. One request per page (the checkout and the sold-out mark share it), again
 * when the buyer comes back to the tab, and on `mutate()` (after a "sold out").
 */
export function usePublicAvailability(slug: string) {
  return useSWR<PublicAvailability>(publicAvailabilityUrl(slug), { dedupingInterval: 2000 });
}

/** The cached page's ticket types with the live counts laid over them (a type no longer listed is off sale). */
export function withAvailability(view: CheckoutView, availability: PublicAvailability | undefined): CheckoutView {
  if (!availability) return view;
  const live = new Map(availability.ticketTypes.map((ticketType) => [ticketType.id, ticketType]));
  return {
    ...view,
    ticketTypes: view.ticketTypes.map((ticketType) => {
      const now = live.get(ticketType.id);
      return { ...ticketType, available: now?.available ?? 0, onSale: now?.onSale ?? false };
    }),
  };
}

/** The checkout's view of an event: the server's (cached) rendering, with live availability once read. */
export function useCheckoutView(initialView: CheckoutView) {
  const { data: availability, mutate } = usePublicAvailability(initialView.event.slug);
  const view = useMemo(() => withAvailability(initialView, availability), [initialView, availability]);
  return { view, mutate };
}
