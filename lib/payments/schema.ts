import { z } from "zod";
import { checkPeriod, periodFields, periodQuerySchema } from "@/lib/reports/days";

// The payments screen's calls (issue 12): the list of orders with money involved, the totals of a
// period, one order in full, and refunds. Shared by the route handlers, the OpenAPI document and
// the screen's SWR hooks and forms.

/** Statuses of an order that had money involved (a reservation that never reached payment had none). */
export const PAYMENT_STATUSES = [
  "awaiting_payment",
  "completed",
  "partially_refunded",
  "refunded",
  "cancelled",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["offline", "stripe"] as const;
export const PAYMENT_SORTS = ["createdAt", "total", "buyerName", "reference"] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** `GET /api/payments`: filters, sort and a page; `from` and `to` come together or not at all. */
export const listPaymentsQuerySchema = z
  .object({
    from: periodFields.from.optional(),
    to: periodFields.to.optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    provider: z.enum(PAYMENT_PROVIDERS).optional(),
    eventId: z.string().trim().min(1).max(64).optional(),
    search: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
    sort: z.enum(PAYMENT_SORTS).default("createdAt"),
    order: z.enum(["asc", "desc"]).default("desc"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .superRefine((query, context) => {
    if (Boolean(query.from) !== Boolean(query.to)) {
      context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: "Give both from and to." });
      return;
    }
    if (query.from && query.to) checkPeriod({ from: query.from, to: query.to }, context);
  });
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;

/** `GET /api/payments/totals?from&to` */
export const paymentTotalsQuerySchema = periodQuerySchema;

/**
 * `POST /api/orders/{orderId}/refunds`. Neither `amount` nor `attendeeIds`: the whole remainder.
 * `amount` is in the order's minor units; with `attendeeIds` it defaults to what those tickets cost.
 */
export const refundOrderSchema = z
  .object({
    amount: z
      .number()
      .int("Give the amount in minor units (cents).")
      .positive("The amount must be more than 0.")
      .optional(),
    attendeeIds: z.array(z.string().min(1).max(64)).min(1, "Choose at least one ticket.").max(500).optional(),
    releaseTickets: z.boolean().default(false),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters.").optional(),
  })
  .strict();
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

const money = z.number().int();
const instant = z.string().nullable();

export const paymentRowSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  total: money,
  refundedAmount: money,
  currency: z.string(),
  paidAt: instant,
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  lastPage: z.number().int(),
});

export const paymentListAnswerSchema = z.object({ payments: z.array(paymentRowSchema), pagination: paginationSchema });
export type PaymentList = z.infer<typeof paymentListAnswerSchema>;

export const currencyTotalsSchema = z.object({
  currency: z.string(),
  gross: money,
  refunded: money,
  net: money,
  pending: money,
});

export const stripeStatusSchema = z.object({
  configured: z.boolean(),
  /** From the secret key's prefix (sk_test_ / sk_live_); null when not configured. */
  mode: z.enum(["test", "live"]).nullable(),
});

export const paymentTotalsAnswerSchema = z.object({
  totals: z.array(currencyTotalsSchema),
  stripe: stripeStatusSchema,
});
export type PaymentTotals = z.infer<typeof paymentTotalsAnswerSchema>;

export const TIMELINE_KINDS = [
  "reserved",
  "awaiting_payment",
  "paid",
  "completed",
  "refund",
  "cancelled",
  "expired",
] as const;

export const orderDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  currency: z.string(),
  subtotal: money,
  discount: money,
  total: money,
  refundedAmount: money,
  /** What is left to refund; 0 when the order cannot be refunded (never paid). */
  refundable: money,
  provider: z.string(),
  stripePaymentIntentId: z.string().nullable(),
  stripeCheckoutSessionId: z.string().nullable(),
  promoCode: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  ref: z.string().nullable(),
  createdAt: z.string(),
  reservedUntil: instant,
  paidAt: instant,
  completedAt: instant,
  cancelledAt: instant,
  items: z.array(
    z.object({
      ticketTypeId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      releasedQuantity: z.number().int(),
      unitPrice: money,
    }),
  ),
  attendees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      ticketTypeName: z.string(),
      checkedInAt: instant,
      voidedAt: instant,
      /** What refunding this one ticket gives back (its price after the promo code). */
      refundAmount: money,
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: money,
      provider: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
      createdByName: z.string().nullable(),
    }),
  ),
  timeline: z.array(z.object({ kind: z.enum(TIMELINE_KINDS), at: z.string(), amount: money.optional() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailAnswerSchema = z.object({ order: orderDetailSchema });

export const refundAnswerSchema = z.object({
  order: z.object({ id: z.string(), status: z.string(), total: money, refundedAmount: money }),
  refund: z.object({ id: z.string(), amount: money, provider: z.string() }),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/**
 * `POST /api/payments/stripe/webhook`: what the handler reads of an event once its signature is
 * verified. A signed body of another shape (an id or type that is not a string, no `data.object`)
 * answers 400 and changes nothing, instead of failing half-way through with a 500.
 */
export const stripeEventSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .loose()
  .describe("A Stripe event, verified over the raw body");
