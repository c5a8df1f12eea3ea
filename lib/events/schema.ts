import { z } from "zod";
import { DEFAULT_PAYMENT_DUE_DAYS, PAYMENT_DUE_DAYS_MAX, PAYMENT_DUE_DAYS_MIN } from "@/lib/orders/payment-deadline";

// The events product's input rules, shared by the forms (client) and the route handlers (server).
// Messages are keys of the `validation` namespace in messages/*.json; the API answers them in English.

export const EVENT_CATEGORIES = [
  "conference",
  "workshop",
  "meetup",
  "concert",
  "festival",
  "sports",
  "party",
  "class",
  "other",
] as const;
export const EVENT_FORMATS = ["in-person", "online", "hybrid"] as const;
export const EVENT_VISIBILITIES = ["public", "unlisted", "private"] as const;
export const EVENT_STATUSES = ["draft", "published", "cancelled", "archived"] as const;
export const EVENT_TABS = ["upcoming", "drafts", "past", "cancelled", "archived"] as const;
export const EVENT_SORTS = ["startsAt", "-startsAt", "title", "-title", "createdAt", "-createdAt"] as const;
export const PAYMENT_METHODS = ["offline", "stripe"] as const;
export const TICKET_KINDS = ["free", "paid", "donation"] as const;
export const DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const ORDER_STATUSES = [
  "reserved",
  "awaiting_payment",
  "completed",
  "cancelled",
  "expired",
  "refunded",
  "partially_refunded",
] as const;
/** Currencies an account can sell in (ISO 4217; all with two minor digits). */
export const CURRENCIES = ["USD", "EUR", "GBP", "TRY", "RON", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN"] as const;

export const DEFAULT_RESERVATION_MINUTES = 15;
export const EVENTS_PAGE_SIZE = 10;
export const MAX_TICKETS_PER_ORDER = 100;
/** The highest price, capacity or quantity a form accepts; far above any real event, far below overflow. */
const MAX_MINOR_UNITS = 100_000_000;
const MAX_QUANTITY = 1_000_000;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventFormat = (typeof EVENT_FORMATS)[number];
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type EventTab = (typeof EVENT_TABS)[number];
export type TicketKind = (typeof TICKET_KINDS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const isoDateTime = z.iso.datetime({ offset: true, message: "dateInvalid" }).transform((value) => new Date(value));
const optionalText = (max: number) => z.string().trim().max(max, "tooLong");
const url = z
  .string()
  .trim()
  .max(2048, "tooLong")
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), "urlInvalid");
/** An uploaded image path (/uploads/...) or an http(s) address. */
const imageUrl = z
  .string()
  .trim()
  .max(2048, "tooLong")
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[\w./-]+$/.test(value), "invalidImage");

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "slugTooShort")
  .max(80, "tooLong")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slugInvalid");

const eventFields = {
  title: z.string().trim().min(1, "required").max(140, "tooLong"),
  slug: slugSchema.optional(),
  summary: optionalText(280),
  description: optionalText(20_000),
  category: z.enum(EVENT_CATEGORIES),
  coverImage: imageUrl.nullable(),
  format: z.enum(EVENT_FORMATS),
  venueName: optionalText(120),
  venueAddress: optionalText(200),
  venueCity: optionalText(100),
  venueCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || /^[A-Z]{2}$/.test(value), "countryInvalid"),
  onlineUrl: url.nullable(),
  timezone: z.string().trim().refine(isTimeZone, "timezoneInvalid"),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  visibility: z.enum(EVENT_VISIBILITIES),
  currency: z.enum(CURRENCIES),
  capacity: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_QUANTITY, "tooLarge").nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  offlinePaymentInstructions: optionalText(2000),
  reservationMinutes: z.number().int("wholeNumber").min(5, "reservationRange").max(60, "reservationRange"),
  /** Days an offline order may await its payment before it expires (capped at the event's start). */
  paymentDueDays: z
    .number()
    .int("wholeNumber")
    .min(PAYMENT_DUE_DAYS_MIN, "paymentDueDaysRange")
    .max(PAYMENT_DUE_DAYS_MAX, "paymentDueDaysRange"),
};

function endsAfterStart(value: { startsAt?: Date; endsAt?: Date }, context: z.RefinementCtx) {
  if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: "endsBeforeStart" });
  }
}

/** `POST /api/events`: title, start, end and time zone are required; the rest has defaults. */
export const createEventSchema = z
  .object({
    ...eventFields,
    summary: eventFields.summary.default(""),
    description: eventFields.description.default(""),
    category: eventFields.category.default("other"),
    coverImage: eventFields.coverImage.default(null),
    format: eventFields.format.default("in-person"),
    venueName: eventFields.venueName.default(""),
    venueAddress: eventFields.venueAddress.default(""),
    venueCity: eventFields.venueCity.default(""),
    venueCountry: eventFields.venueCountry.default(""),
    onlineUrl: eventFields.onlineUrl.default(null),
    visibility: eventFields.visibility.default("public"),
    currency: eventFields.currency.optional(),
    capacity: eventFields.capacity.default(null),
    paymentMethod: eventFields.paymentMethod.default("offline"),
    offlinePaymentInstructions: eventFields.offlinePaymentInstructions.default(""),
    reservationMinutes: eventFields.reservationMinutes.default(DEFAULT_RESERVATION_MINUTES),
    paymentDueDays: eventFields.paymentDueDays.default(DEFAULT_PAYMENT_DUE_DAYS),
  })
  .strict()
  .superRefine(endsAfterStart);
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEventData = z.output<typeof createEventSchema>;

/** `PATCH /api/events/{id}`: any subset of the fields; start and end are checked against the stored other half too. */
export const updateEventSchema = z.object(eventFields).partial().strict().superRefine(endsAfterStart);
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export type UpdateEventData = z.output<typeof updateEventSchema>;

export const listEventsQuerySchema = z.object({
  tab: z.enum(EVENT_TABS).default("upcoming"),
  search: z.string().trim().max(100, "tooLong").default(""),
  sort: z.enum(EVENT_SORTS).default("startsAt"),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(EVENTS_PAGE_SIZE),
});
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

const ticketTypeFields = {
  name: z.string().trim().min(1, "required").max(80, "tooLong"),
  description: optionalText(500),
  kind: z.enum(TICKET_KINDS),
  /** Minor units; for donations the least a donor pays. */
  price: z.number().int("wholeNumber").min(0, "notNegative").max(MAX_MINOR_UNITS, "tooLarge"),
  quantity: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_QUANTITY, "tooLarge"),
  salesStartAt: isoDateTime.nullable(),
  salesEndAt: isoDateTime.nullable(),
  minPerOrder: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_TICKETS_PER_ORDER, "tooLarge"),
  maxPerOrder: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_TICKETS_PER_ORDER, "tooLarge"),
  hidden: z.boolean(),
};

function ticketTypeRules(
  value: Partial<{
    kind: TicketKind;
    price: number;
    salesStartAt: Date | null;
    salesEndAt: Date | null;
    minPerOrder: number;
    maxPerOrder: number;
  }>,
  context: z.RefinementCtx,
) {
  if (value.kind === "free" && value.price !== undefined && value.price !== 0) {
    context.addIssue({ code: "custom", path: ["price"], message: "freeHasNoPrice" });
  }
  if (value.kind === "paid" && value.price !== undefined && value.price < 1) {
    context.addIssue({ code: "custom", path: ["price"], message: "paidNeedsPrice" });
  }
  if (value.salesStartAt && value.salesEndAt && value.salesEndAt <= value.salesStartAt) {
    context.addIssue({ code: "custom", path: ["salesEndAt"], message: "salesEndBeforeStart" });
  }
  if (value.minPerOrder !== undefined && value.maxPerOrder !== undefined && value.minPerOrder > value.maxPerOrder) {
    context.addIssue({ code: "custom", path: ["maxPerOrder"], message: "maxBelowMin" });
  }
}

export const createTicketTypeSchema = z
  .object({
    ...ticketTypeFields,
    description: ticketTypeFields.description.default(""),
    price: ticketTypeFields.price.default(0),
    salesStartAt: ticketTypeFields.salesStartAt.default(null),
    salesEndAt: ticketTypeFields.salesEndAt.default(null),
    minPerOrder: ticketTypeFields.minPerOrder.default(1),
    maxPerOrder: ticketTypeFields.maxPerOrder.default(10),
    hidden: ticketTypeFields.hidden.default(false),
  })
  .strict()
  .superRefine(ticketTypeRules);
export type CreateTicketTypeInput = z.input<typeof createTicketTypeSchema>;
export type CreateTicketTypeData = z.output<typeof createTicketTypeSchema>;

export const updateTicketTypeSchema = z.object(ticketTypeFields).partial().strict().superRefine(ticketTypeRules);
export type UpdateTicketTypeData = z.output<typeof updateTicketTypeSchema>;

/** The ticket types of an event in their new order (every id once). */
export const reorderTicketTypesSchema = z.object({ ids: z.array(z.string().min(1).max(100)).min(1).max(200) }).strict();

const promoCodeFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, "promoCodeInvalid")
    .max(32, "promoCodeInvalid")
    .regex(/^[A-Z0-9_-]+$/, "promoCodeInvalid"),
  discountType: z.enum(DISCOUNT_TYPES),
  amount: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_MINOR_UNITS, "tooLarge"),
  ticketTypeIds: z.array(z.string().min(1).max(100)).max(200),
  maxUses: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_QUANTITY, "tooLarge").nullable(),
  expiresAt: isoDateTime.nullable(),
};

function percentAtMostHundred(value: { discountType?: string; amount?: number }, context: z.RefinementCtx) {
  if (value.discountType === "percent" && value.amount !== undefined && value.amount > 100) {
    context.addIssue({ code: "custom", path: ["amount"], message: "percentRange" });
  }
}

export const createPromoCodeSchema = z
  .object({
    ...promoCodeFields,
    ticketTypeIds: promoCodeFields.ticketTypeIds.default([]),
    maxUses: promoCodeFields.maxUses.default(null),
    expiresAt: promoCodeFields.expiresAt.default(null),
  })
  .strict()
  .superRefine(percentAtMostHundred);
export type CreatePromoCodeInput = z.input<typeof createPromoCodeSchema>;
export const updatePromoCodeSchema = z.object(promoCodeFields).partial().strict().superRefine(percentAtMostHundred);

export const listOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  search: z.string().trim().max(100, "tooLong").default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** What the host does to an offline order. */
export const updateOrderSchema = z.object({ action: z.enum(["mark-paid", "cancel"]) }).strict();

export const listAttendeesQuerySchema = z.object({
  search: z.string().trim().max(100, "tooLong").default(""),
  checkedIn: z.enum(["yes", "no"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(["json", "csv"]).default("json"),
});

/** `POST /api/events/{id}/check-in`: a ticket code (typed or scanned), or an attendee id from a search. */
export const checkInSchema = z
  .object({
    code: z.string().trim().min(1, "required").max(100, "tooLong").optional(),
    attendeeId: z.string().min(1).max(100).optional(),
    undo: z.boolean().default(false),
  })
  .strict()
  .refine((value) => Boolean(value.code) !== Boolean(value.attendeeId), { message: "codeOrAttendee", path: ["code"] });

// ---- Public checkout ----

const trackingValue = z.string().trim().max(200, "tooLong").optional();
/** The visitor's `trackingData` from session storage (the shell's names). */
export const trackingSchema = z
  .object({
    utm_source: trackingValue,
    utm_medium: trackingValue,
    utm_campaign: trackingValue,
    utm_term: trackingValue,
    utm_content: trackingValue,
    ref: trackingValue,
  })
  .strip();

export const buyerSchema = z.object({
  name: z.string().trim().min(1, "required").max(120, "tooLong"),
  email: z.string().trim().toLowerCase().max(254, "tooLong").pipe(z.email("emailInvalid")),
});
export type BuyerInput = z.input<typeof buyerSchema>;

export const placeOrderSchema = z
  .object({
    items: z
      .array(
        z.object({
          ticketTypeId: z.string().min(1).max(100),
          quantity: z.number().int("wholeNumber").min(1, "atLeastOne").max(MAX_TICKETS_PER_ORDER, "tooLarge"),
          /** Donation tickets: what the buyer pays per ticket, in minor units (at least the ticket's price). */
          amount: z.number().int("wholeNumber").min(0, "notNegative").max(MAX_MINOR_UNITS, "tooLarge").optional(),
        }),
      )
      .min(1, "chooseTickets")
      .max(20, "tooLarge")
      .refine((items) => new Set(items.map((item) => item.ticketTypeId)).size === items.length, "duplicateTicketType"),
    buyer: buyerSchema,
    promoCode: z.string().trim().toUpperCase().max(32, "promoCodeInvalid").optional(),
    tracking: trackingSchema.optional(),
  })
  .strict();
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderData = z.output<typeof placeOrderSchema>;

/** `POST /api/public/orders/{id}/checkout`: the buyer's next step for a reserved order, proven by its access token. */
export const checkoutOrderSchema = z.object({ token: z.string().min(10).max(200) }).strict();
export const orderAccessQuerySchema = z.object({ token: z.string().min(10).max(200) });

export const publicEventsQuerySchema = z.object({
  search: z.string().trim().max(100, "tooLong").default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
