import { z } from "zod";
import {
  EVENT_CATEGORIES,
  EVENT_FORMATS,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  TICKET_KINDS,
} from "@/lib/events/schema";

// What the host API of the events product answers, as zod schemas: the OpenAPI document is built
// from them, and the screens import the inferred types. Instants are ISO strings, as on the wire.
// No "server-only" here, so client components can import the types.

const instant = z.iso.datetime({ offset: true });

export const ticketTypeAnswerSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(TICKET_KINDS),
  price: z.number().int(),
  quantity: z.number().int(),
  salesStartAt: instant.nullable(),
  salesEndAt: instant.nullable(),
  minPerOrder: z.number().int(),
  maxPerOrder: z.number().int(),
  hidden: z.boolean(),
  position: z.number().int(),
  /** Tickets of completed (or partially refunded) orders. */
  sold: z.number().int(),
  /** Tickets that count against the quantity: sold, awaiting payment, or in an unexpired reservation. */
  held: z.number().int(),
  /** Whether any order ever included it (then it cannot be deleted). */
  hasOrders: z.boolean(),
});
export type TicketTypeAnswer = z.infer<typeof ticketTypeAnswerSchema>;

export const eventDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  coverImage: z.string().nullable(),
  format: z.enum(EVENT_FORMATS),
  venueName: z.string(),
  venueAddress: z.string(),
  venueCity: z.string(),
  venueCountry: z.string(),
  onlineUrl: z.string().nullable(),
  timezone: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(EVENT_STATUSES),
  /** True for a published event whose end has passed ("ended" is derived, not stored). */
  ended: z.boolean(),
  visibility: z.enum(EVENT_VISIBILITIES),
  currency: z.string(),
  capacity: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  offlinePaymentInstructions: z.string(),
  reservationMinutes: z.number().int(),
  /** Days an offline order may await its payment (capped at the event's start). */
  paymentDueDays: z.number().int(),
  publishedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  archivedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  /** The event page's path, "/p/event/<slug>". */
  publicPath: z.string(),
  /** Whether the event has any order at all (then it cannot be deleted). */
  hasOrders: z.boolean(),
  ticketTypes: z.array(ticketTypeAnswerSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
export const eventAnswerSchema = z.object({ event: eventDetailSchema });

export const eventListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  ended: z.boolean(),
  visibility: z.enum(EVENT_VISIBILITIES),
  startsAt: instant,
  endsAt: instant,
  timezone: z.string(),
  venueName: z.string(),
  venueCity: z.string(),
  format: z.enum(EVENT_FORMATS),
  coverImage: z.string().nullable(),
  currency: z.string(),
  /** What can be sold at most: the event's capacity, or the sum of its ticket quantities, whichever is lower. */
  capacity: z.number().int(),
  ticketsSold: z.number().int(),
  /** Completed orders' totals minus their refunds, in minor units. */
  revenue: z.number().int(),
  /** Completed (or partially refunded) orders. */
  ordersCount: z.number().int(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventTabCountsSchema = z.object({
  upcoming: z.number().int(),
  drafts: z.number().int(),
  past: z.number().int(),
  cancelled: z.number().int(),
  archived: z.number().int(),
});
export type EventTabCounts = z.infer<typeof eventTabCountsSchema>;

export const eventListSchema = z.object({
  events: z.array(eventListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Events per tab, with the same search applied. */
  counts: eventTabCountsSchema,
});
export type EventList = z.infer<typeof eventListSchema>;

export const promoCodeAnswerSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  code: z.string(),
  discountType: z.enum(["percent", "fixed"]),
  amount: z.number().int(),
  /** Empty: every ticket type. */
  ticketTypeIds: z.array(z.string()),
  maxUses: z.number().int().nullable(),
  expiresAt: instant.nullable(),
  createdAt: instant,
  /** Orders using it that hold tickets (sold, awaiting payment, or reserved and unexpired). */
  uses: z.number().int(),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswerSchema>;

export const orderAnswerSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** The stored status, except that a reservation past its time reads "expired". */
  status: z.enum(ORDER_STATUSES),
  buyerName: z.string(),
  buyerEmail: z.string(),
  tickets: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  paymentProvider: z.enum(["free", "offline", "stripe"]),
  promoCode: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  ref: z.string().nullable(),
  createdAt: instant,
  reservedUntil: instant.nullable(),
  paidAt: instant.nullable(),
  completedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const attendeeAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  checkedInAt: instant.nullable(),
  /** The name of who checked the attendee in. */
  checkedInBy: z.string().nullable(),
  createdAt: instant,
});
export type AttendeeAnswer = z.infer<typeof attendeeAnswerSchema>;

export const attendeeListSchema = z.object({
  attendees: z.array(attendeeAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Of all the event's attendees, whatever the search. */
  checkedInCount: z.number().int(),
  attendeesCount: z.number().int(),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

export const checkInAnswerSchema = z.object({
  status: z.enum(["checked_in", "already_checked_in", "undone"]),
  attendee: attendeeAnswerSchema,
  /** When the attendee was checked in (the first time); null after an undo. */
  checkedInAt: instant.nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

export const eventStatsSchema = z.object({
  sold: z.number().int(),
  capacity: z.number().int(),
  revenue: z.number().int(),
  currency: z.string(),
  checkedIn: z.number().int(),
  attendees: z.number().int(),
  /** Orders that cancelling the event cancels: reserved or awaiting payment. */
  activeOrders: z.number().int(),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** The event page's path, "/p/event/<slug>". */
  publicUrl: z.string(),
  ticketTypes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      sold: z.number().int(),
      held: z.number().int(),
    }),
  ),
});
export type EventStats = z.infer<typeof eventStatsSchema>;
