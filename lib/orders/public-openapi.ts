import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { placeOrderSchema, TICKET_KINDS } from "@/lib/events/schema";

const publicTicketTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(TICKET_KINDS),
  price: z.number().int().describe("Minor units"),
  currency: z.string(),
  available: z.number().int(),
  minPerOrder: z.number().int(),
  maxPerOrder: z.number().int(),
  salesStartAt: z.string().nullable(),
  salesEndAt: z.string().nullable(),
  onSale: z.boolean(),
});

const placedOrderSchema = z.object({
  order: z.object({
    id: z.string(),
    reference: z.string(),
    status: z.enum(["completed", "reserved"]),
    reservedUntil: z.string().nullable(),
    total: z.number().int(),
    currency: z.string(),
  }),
  accessToken: z.string().describe("The buyer's secret for GET /api/public/orders/{id}?token="),
});

const tags = ["Public"];

/** The public event and checkout endpoints (paths fixed by issue #5). */
export const publicOrderOperations: ApiOperation[] = [
  {
    operationId: "getPublicEvent",
    method: "get",
    path: "/api/public/events/{slug}",
    summary: "A published public or unlisted event with its ticket types and what is still available",
    tags,
    auth: false,
    response: {
      schema: z.object({
        event: z.object({ id: z.string(), slug: z.string(), title: z.string() }).loose(),
        ticketTypes: z.array(publicTicketTypeSchema),
      }),
    },
    errors: { 404: "No such published event" },
  },
  {
    operationId: "createEventOrder",
    method: "post",
    path: "/api/public/events/{slug}/orders",
    summary:
      "Place an order: free orders complete at once, others are reserved for the event's reservation time (15 minutes by default)",
    tags,
    auth: false,
    body: placeOrderSchema,
    response: { status: 201, schema: placedOrderSchema },
    errors: {
      404: "No such published event",
      409: "`sold_out` (not enough left), `not_on_sale` or `event_ended`",
      429: "`too_many_orders`: too many unpaid orders from this address or for this email, or too many orders from this address this hour; `too_many_attempts`: too many wrong promo codes from this address for this event, or for this event from all addresses, this hour (Retry-After says when to try again)",
    },
  },
];
