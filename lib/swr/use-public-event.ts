"use client";
import { useCallback, useMemo, useSyncExternalStore } from "react";
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

// The cached public pages ship no SWR (issue 17): this small store does what they need of it.
// One entry per event: its last answer, when it was asked, and who listens.
type Entry = { data?: PublicAvailability; requestedAt: number; listeners: Set<() => void> };
const entries = new Map<string, Entry>();
/** Answers asked for again within this time come from the request already made. */
const DEDUPING_MS = 2000;

function entryOf(slug: string): Entry {
  let entry = entries.get(slug);
  if (!entry) {
    entry = { requestedAt: 0, listeners: new Set() };
    entries.set(slug, entry);
  }
  return entry;
}

/** Reads the availability again (unless just read, when `force` is false) and tells the listeners. */
async function revalidate(slug: string, force: boolean): Promise<void> {
  const entry = entryOf(slug);
  if (!force && Date.now() - entry.requestedAt < DEDUPING_MS) return;
  entry.requestedAt = Date.now();
  try {
    const response = await fetch(publicAvailabilityUrl(slug), { cache: "no-store" });
    if (!response.ok) return; // the page's own (cached) counts stay
    entry.data = (await response.json()) as PublicAvailability;
    entry.listeners.forEach((listener) => listener());
  } catch {
    // Offline: keep what is shown, and try again when the buyer comes back to the tab.
  }
}

function subscribe(slug: string, listener: () => void): () => void {
  const entry = entryOf(slug);
  entry.listeners.add(listener);
  void revalidate(slug, false);
  const onFocus = () => {
    if (document.visibilityState === "visible") void revalidate(slug, false);
  };
  window.addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", onFocus);
  return () => {
    entry.listeners.delete(listener);
    window.removeEventListener("focus", onFocus);
    document.removeEventListener("visibilitychange", onFocus);
  };
}

/**
 * The tickets left of an event, read in the browser: the page around it is served from cache and
 * may be minutes old. One request per page (the checkout and the sold-out mark share it), again
 * when the buyer comes back to the tab, and on `mutate()` (after a "sold out").
 */
export function usePublicAvailability(slug: string) {
  const data = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(slug, listener), [slug]),
    () => entries.get(slug)?.data,
    () => undefined,
  );
  const mutate = useCallback(() => revalidate(slug, true), [slug]);
  return { data, mutate };
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
