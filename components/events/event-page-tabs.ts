/** The tabs of an event's page, in order; the URL's `?tab=` names one. */
export const EVENT_PAGE_TABS = ["overview", "tickets", "promo-codes", "orders", "attendees", "check-in"] as const;
export type EventPageTab = (typeof EVENT_PAGE_TABS)[number];

export function isEventPageTab(value: unknown): value is EventPageTab {
  return typeof value === "string" && (EVENT_PAGE_TABS as readonly string[]).includes(value);
}
