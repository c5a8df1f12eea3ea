import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { checkoutOrderSchema, orderAccessQuerySchema, ORDER_STATUSES } from "@/lib/events/schema";
import { stripeEventSchema } from "@/lib/payments/schema";

// The buyer's order endpoints and the Stripe webhook (the owner documents the public event routes).

const tags = ["Public"];
const money = () => z.number().int().describe("Minor units");

const orderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: money(),
  currency: z.string(),
});

const buyerViewSchema = z.object({
  order: z.object({
    id: z.string(),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES).describe('"expired" also for a reserved order past its reservedUntil'),
    reservedUntil: z.string().nullable(),
    paymentDueAt: z
      .string()
      .nullable()
      .describe("Offline orders: when the payment must have arrived; past it the order expires"),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    items: z.array(
      z.object({
        ticketTypeId: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        unitPrice: money(),
        amount: money(),
      }),
    ),
    ticketCount: z.number().int(),
    subtotal: money(),
    discount: money(),
    promoCode: z.string().nullable(),
    total: money(),
    refundedAmount: money(),
    currency: z.string(),
    paymentProvider: z.enum(["free", "offline", "stripe"]),
    buyer: z.object({ name: z.string(), email: z.string() }),
  }),
  event: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    coverImage: z.string().nullable(),
    status: z.string(),
    format: z.enum(["in-person", "online", "hybrid"]),
    timezone: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    venue: z.object({ name: z.string(), address: z.string(), city: z.string(), country: z.string() }).nullable(),
    onlineUrl: z.string().nullable().describe("Only once the order is completed"),
    paymentMethod: z.enum(["offline", "stripe"]),
    host: z.object({ name: z.string(), slug: z.string().nullable() }),
  }),
  payment: z
    .object({
      method: z.literal("offline"),
      instructions: z.string(),
      reference: z.string(),
      dueAt: z.string().nullable().describe("Pay by this instant (null for orders from before payment deadlines)"),
    })
    .nullable()
    .describe("The host's instructions while an offline payment is outstanding"),
  tickets: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        ticketTypeName: z.string(),
        checkedInAt: z.string().nullable(),
        qr: z.string().describe("SVG document"),
      }),
    )
    .describe("Only for completed or partially refunded orders"),
});

export const orderOperations: ApiOperation[] = [
  {
    operationId: "getPublicOrder",
    method: "get",
    path: "/api/public/orders/{id}",
    summary:
      "The buyer's view of their order: items, totals, event, offline payment instructions, tickets with QR codes once completed",
    tags,
    auth: false,
    query: orderAccessQuerySchema,
    response: { schema: buyerViewSchema },
    errors: { 404: "Unknown order or wrong token (the same answer)" },
  },
  {
    operationId: "checkOutPublicOrder",
    method: "post",
    path: "/api/public/orders/{id}/checkout",
    summary:
      "Next step for a reserved order. Offline: the order awaits payment and the buyer is mailed the host's instructions. Stripe: a Checkout Session address to send the buyer to",
    tags,
    auth: false,
    body: checkoutOrderSchema,
    response: {
      schema: z.union([
        z.object({ order: orderSummarySchema, instructions: z.string(), paymentDueAt: z.string().nullable() }),
        z.object({ checkoutUrl: z.string() }),
      ]),
    },
    errors: {
      404: "Unknown order or wrong token",
      409: "reservation_expired (also an offline order past its payment deadline), already_completed, order_closed or event_unavailable",
      502: "payment_provider_error: Stripe did not answer",
      503: "payments_unavailable: the event takes card payments but STRIPE_SECRET_KEY is not set",
    },
  },
  {
    operationId: "cancelPublicOrder",
    method: "post",
    path: "/api/public/orders/{id}/cancel",
    summary: "The buyer releases a reservation; its tickets go back on sale",
    tags,
    auth: false,
    body: checkoutOrderSchema,
    response: { schema: z.object({ order: orderSummarySchema }) },
    errors: { 404: "Unknown order or wrong token", 409: "order_closed: only a reserved order can be cancelled" },
  },
  {
    operationId: "handleStripeWebhook",
    method: "post",
    path: "/api/payments/stripe/webhook",
    summary:
      "Stripe webhook (signed with STRIPE_WEBHOOK_SECRET; each event id handled once). checkout.session.completed / async_payment_succeeded complete the order, or refund a payment that cannot be honoured; checkout.session.expired expires the reservation",
    tags: ["Payments"],
    auth: false,
    body: stripeEventSchema,
    response: { schema: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
    errors: { 400: "Missing or bad Stripe-Signature", 503: "STRIPE_WEBHOOK_SECRET is not set" },
  },
];
