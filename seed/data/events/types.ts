// The shapes of the events sample (seed/demo/events.ts turns them into rows). Dates are never
// absolute: a schedule is "so many days from the seeding moment, at this wall-clock time in the
// event's time zone", so the demo always has past, current and upcoming events.

import type { EventCategory, EventFormat, EventStatus, EventVisibility, TicketKind } from "@/lib/events/schema";

export type EventsProfile = "personal" | "northwind" | "harbor";

/** Where buyers of an event come from, by share (see seed/data/events/people.ts). */
export type Region = "us" | "uk" | "de" | "pt" | "ro" | "tr" | "intl";

export type SampleVenue = {
  name: string;
  address: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** IANA time zone of the city. */
  timezone: string;
};

export type SampleSchedule =
  /** `inDays` from the seeding day (negative = in the past), starting at `at` local time. */
  | { inDays: number; at: `${number}:${number}`; hours: number }
  /** Happening right now: started `startedMinutesAgo` before the seeding moment. */
  | { happeningNow: true; startedMinutesAgo: number; hours: number };

export type SampleTicketType = {
  name: string;
  description: string;
  kind: TicketKind;
  /** Minor units; for donations the least a donor gives. */
  price: number;
  quantity: number;
  /** Share of the quantity that is sold or held when seeded (0-1). */
  fill: number;
  /** A sale window, in days before the event's start (e.g. an early-bird tier that closed). */
  salesStartDaysBefore?: number;
  salesEndDaysBefore?: number;
  minPerOrder?: number;
  maxPerOrder?: number;
  /** Not on the public page; sold through invitations (orders carry a `ref`). */
  hidden?: boolean;
};

export type SamplePromoCode = {
  code: string;
  discountType: "percent" | "fixed";
  /** Percent, or minor units off each eligible ticket (lib/orders/reserve.ts, promoDiscount). */
  amount: number;
  /** Indexes into the event's ticket types; none = every ticket type. */
  ticketTypes?: number[];
  maxUses?: number;
  /** Days from the seeding moment; negative = already expired. */
  expiresInDays?: number;
  /** Orders that used it (held statuses). A code whose `uses` equals `maxUses` is used up. */
  uses: number;
  /** Key of the traffic source its buyers came from (e.g. a newsletter code). */
  via?: string;
};

export type SampleEvent = {
  title: string;
  summary: string;
  /** Sanitised HTML (p, ul, li, strong). `{host}` becomes the account's host name. */
  description: string;
  category: EventCategory;
  format: EventFormat;
  /** Null for online events. */
  venue: SampleVenue | null;
  /** The time zone of an online event (a venue brings its own). */
  timezone?: string;
  onlineUrl?: string;
  schedule: SampleSchedule;
  status: EventStatus;
  visibility: EventVisibility;
  capacity: number | null;
  paymentMethod: "offline" | "stripe";
  /** Sales opened (the event was published) this many days before the start. */
  onSaleDaysBefore: number;
  /** Exactly this many tickets left overall (nearly sold out: 1-3; sold out: 0). Needs `capacity`. */
  ticketsLeft?: number;
  /** Cancelled events: how many days before seeding the host cancelled. */
  cancelledDaysAgo?: number;
  /** The one order that is mid-checkout right now (reserved, hold not yet run out). */
  openReservation?: boolean;
  /** utm_campaign of the event's own social posts. */
  campaign: string;
  /** Buyer origins; defaults to the profile's. */
  audience?: Partial<Record<Region, number>>;
  ticketTypes: SampleTicketType[];
  promoCodes?: SamplePromoCode[];
};

export type TrafficSource = {
  key: string;
  source: string | null;
  medium: string | null;
  /** A fixed campaign, or "event" for the event's own campaign. */
  campaign: string | null | "event";
  term?: string | null;
  contents?: string[];
  /** Share of page views. */
  weight: number;
  /** How much better (>1) or worse (<1) than average its visitors buy. */
  conversion: number;
};

export type ProfileSample = {
  events: SampleEvent[];
  audience: Partial<Record<Region, number>>;
  traffic: TrafficSource[];
  /** `ref` values of links the host hands out (invitations, friends, partners). */
  refs: string[];
  /** `ref` of orders for hidden (invitation-only) ticket types. */
  inviteRefs: string[];
  /** Payment instructions of offline events; `{host}` becomes the host name. */
  offlinePaymentInstructions: string;
};
