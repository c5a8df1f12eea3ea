import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { publicEventsQuerySchema } from "@/lib/events/schema";
import { pageViewSchema } from "@/lib/public/schema";

const eventCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  coverImage: z.string().nullable(),
  format: z.enum(["in-person", "online", "hybrid"]),
  venueName: z.string(),
  venueCity: z.string(),
  venueCountry: z.string(),
  timezone: z.string().describe("IANA zone the event happens in"),
  startsAt: z.string().describe("ISO 8601, UTC"),
  endsAt: z.string().describe("ISO 8601, UTC"),
  currency: z.string(),
  status: z.string(),
  host: z.object({ name: z.string(), slug: z.string().nullable().describe("Host page: /p/hosts/{slug}") }),
  lowestPrice: z
    .number()
    .int()
    .nullable()
    .describe("Minor units: the cheapest ticket that can be bought now; null without ticket types"),
  isSoldOut: z.boolean(),
});

const tags = ["Public"];

/** The public list and the page-view beacon (helper "public"). */
export const publicEventOperations: ApiOperation[] = [
  {
    operationId: "listPublicEvents",
    method: "get",
    path: "/api/public/events",
    summary: "Upcoming published public events, soonest first; `search` matches the title, the city or the host's name",
    tags,
    auth: false,
    query: publicEventsQuerySchema,
    response: {
      schema: z.object({
        events: z.array(eventCardSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    },
  },
  {
    operationId: "getPublicEventAvailability",
    method: "get",
    path: "/api/public/events/{slug}/availability",
    summary:
      "What every sale changes on an event's page: each visible ticket type's tickets left and whether it is on sale now (cached for 2 seconds; an order placed on the page expires it)",
    tags,
    auth: false,
    response: {
      schema: z.object({
        status: z.enum(["published", "cancelled"]),
        ended: z.boolean(),
        soldOut: z.boolean().describe("Every visible ticket type has none left"),
        ticketTypes: z.array(z.object({ id: z.string(), available: z.number().int(), onSale: z.boolean() })),
      }),
    },
    errors: { 404: "No published or cancelled public or unlisted event with this slug" },
  },
  {
    operationId: "recordEventView",
    method: "post",
    path: "/api/public/events/{slug}/views",
    summary: "Record a view of an event's public page (the same visitor within 30 minutes counts once)",
    tags,
    auth: false,
    body: pageViewSchema,
    response: { status: 204, description: "Recorded (or a repeat within 30 minutes)" },
    errors: { 404: "No published public or unlisted event with this slug" },
  },
];
