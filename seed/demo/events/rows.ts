import type { Prisma } from "@/lib/generated/prisma/client";
import type { EventsProfile, SampleTicketType } from "@/seed/data/events/types";
import type { Random } from "@/lib/sample/random";

// The rows the events sample is built from, and the constants its dates and volumes follow.

export type EventsSeedAccount = {
  accountKey: string;
  userId: string | null;
  vendorId: string | null;
  currency: string;
  hostName: string;
};

export type EventsSeedOptions = { now: Date; random: Random; profile: EventsProfile };

export type EventsSeedSummary = {
  events: number;
  ticketTypes: number;
  promoCodes: number;
  orders: number;
  orderItems: number;
  attendees: number;
  refunds: number;
  pageViews: number;
};

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** How far back the analytics sample reaches. */
export const VIEW_DAYS = 60;
/** Page views per account at most (three accounts stay under 15,000 rows). */
export const MAX_VIEWS_PER_ACCOUNT = 4_500;
/** Orders per page view, per event, drawn from this range (analytics' conversion rate). */
export const CONVERSION_RANGE = [0.035, 0.08] as const;

export const HOLDING = new Set(["completed", "awaiting_payment", "partially_refunded"]);

/** A row with every column given (see insertRows), dates as dates. */
export type Complete<T, Dates extends keyof T, NullableDates extends keyof T = never> = Required<
  Omit<T, Dates | NullableDates>
> &
  Record<Dates, Date> &
  Record<NullableDates, Date | null>;
export type EventRow = Complete<
  Prisma.EventCreateManyInput,
  "startsAt" | "endsAt" | "createdAt" | "updatedAt",
  "publishedAt" | "cancelledAt" | "archivedAt"
>;
export type TicketTypeRow = Complete<
  Prisma.TicketTypeCreateManyInput,
  "createdAt" | "updatedAt",
  "salesStartAt" | "salesEndAt"
>;
export type PromoCodeRow = Complete<Prisma.PromoCodeCreateManyInput, "createdAt", "expiresAt">;
/** Without ticketCount and listing: the database keeps them (triggers on "OrderItem" and "Order"). */
export type OrderRow = Complete<
  Omit<Prisma.OrderCreateManyInput, "ticketCount" | "listing">,
  "createdAt" | "updatedAt",
  "reservedUntil" | "paidAt" | "completedAt" | "cancelledAt"
>;
type ItemRow = Required<Prisma.OrderItemCreateManyInput>;
/** Without listed and listing: the database keeps them (triggers on "Attendee"). */
export type AttendeeRow = Complete<
  Omit<Prisma.AttendeeCreateManyInput, "listed" | "listing">,
  "createdAt",
  "checkedInAt" | "voidedAt"
>;
export type RefundRow = Complete<Prisma.RefundCreateManyInput, "createdAt">;
export type ViewRow = Complete<Prisma.EventPageViewCreateManyInput, "createdAt">;

export type Line = { ticketType: TicketTypeRow; sample: SampleTicketType; quantity: number; unitPrice: number };
export type Buyer = { name: string; email: string };
export type Tracking = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ref: string | null;
};
/**
 * An order before its money is settled. `latePayment`: a card payment that arrived after the
 * reservation ran out, refunded at once (lib/payments/stripe-webhook.ts); `refund` is written by settle.
 */
export type Draft = {
  order: OrderRow;
  lines: Line[];
  trafficKey: string | null;
  promo?: PromoCodeRow;
  latePayment?: boolean;
  refund?: RefundRow;
};

export type Rows = {
  events: EventRow[];
  ticketTypes: TicketTypeRow[];
  promoCodes: PromoCodeRow[];
  orders: OrderRow[];
  items: ItemRow[];
  refunds: RefundRow[];
  attendees: AttendeeRow[];
  views: ViewRow[];
};

// ---------------------------------------------------------------------------------------------
// Building the rows

/** `person`: the account's person (a vendor's first owner), who checks people in and makes refunds. */
export type BuildContext = EventsSeedOptions & { person: { id: string | null; name: string }; slugs: string[] };
