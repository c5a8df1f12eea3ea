import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  attendeeListSchema,
  checkInAnswerSchema,
  eventAnswerSchema,
  eventDetailSchema,
  eventListSchema,
  eventStatsSchema,
  orderAnswerSchema,
  orderListSchema,
  promoCodeAnswerSchema,
  ticketTypeAnswerSchema,
} from "@/lib/events/answers";
import { eventOrdersQuerySchema } from "@/lib/events/orders-query";
import {
  checkInSchema,
  createEventSchema,
  createPromoCodeSchema,
  createTicketTypeSchema,
  listAttendeesQuerySchema,
  listEventsQuerySchema,
  reorderTicketTypesSchema,
  updateEventSchema,
  updateOrderSchema,
  updatePromoCodeSchema,
  updateTicketTypeSchema,
} from "@/lib/events/schema";

// The host side of the events product: every call acts on the active account (personal or vendor)
// and answers 404 "Event not found." for an event of any other account.

const tags = ["Events"];
const EVENT = "/api/events/{id}";
const notFound = { 404: "No such event in the active account (or no such ticket type, promo code or order of it)" };
const managerOnly = { 403: "Staff members may not do this" };
const ticketTypeAnswer = z.object({ ticketType: ticketTypeAnswerSchema });
const ticketTypesAnswer = z.object({ ticketTypes: z.array(ticketTypeAnswerSchema) });
const promoCodeAnswer = z.object({ promoCode: promoCodeAnswerSchema });

export const eventOperations: ApiOperation[] = [
  {
    operationId: "listEvents",
    method: "get",
    path: "/api/events",
    summary:
      "One page of the account's events in a tab (upcoming: published and not ended; drafts; past: published and ended; cancelled; archived), searched in title and city (case-insensitive substring), sorted, with per-tab counts for the same search",
    tags,
    query: listEventsQuerySchema,
    response: { schema: eventListSchema },
  },
  {
    operationId: "createEvent",
    method: "post",
    path: "/api/events",
    summary:
      "Create a draft event (currency defaults to the account's; slug made from the title when absent; description sanitised)",
    tags,
    body: createEventSchema,
    response: { status: 201, description: "Created", schema: eventAnswerSchema },
    errors: { ...managerOnly, 409: "slug_taken: another event uses the slug" },
  },
  {
    operationId: "getEvent",
    method: "get",
    path: EVENT,
    summary: "One event with its ticket types in page order",
    tags,
    response: { schema: eventAnswerSchema },
    errors: notFound,
  },
  {
    operationId: "updateEvent",
    method: "patch",
    path: EVENT,
    summary: "Change some fields of an event (the end is checked against the stored start and vice versa)",
    tags,
    body: updateEventSchema,
    response: { schema: eventAnswerSchema },
    errors: {
      ...managerOnly,
      ...notFound,
      409: "slug_taken, currency_locked (the event has orders) or capacity_below_held",
    },
  },
  {
    operationId: "deleteEvent",
    method: "delete",
    path: EVENT,
    summary: "Delete a draft without orders; answers the deleted event",
    tags,
    response: { schema: eventAnswerSchema },
    errors: { ...managerOnly, ...notFound, 409: "Not a draft, or it has orders (cancel or archive it instead)" },
  },
  {
    operationId: "publishEvent",
    method: "post",
    path: `${EVENT}/publish`,
    summary: "Publish a draft (needs a ticket type and an end in the future)",
    tags,
    response: { schema: eventAnswerSchema },
    errors: { ...managerOnly, ...notFound, 409: "invalid_status, no_ticket_types or event_ended" },
  },
  {
    operationId: "cancelEvent",
    method: "post",
    path: `${EVENT}/cancel`,
    summary:
      "Cancel a published or draft event and its waiting orders (unexpired reservations, awaiting payment); answers how many orders it cancelled",
    tags,
    response: { schema: z.object({ event: eventDetailSchema, ordersAffected: z.number().int() }) },
    errors: { ...managerOnly, ...notFound, 409: "Already cancelled, or archived" },
  },
  {
    operationId: "archiveEvent",
    method: "post",
    path: `${EVENT}/archive`,
    summary: "Archive an event (from any status)",
    tags,
    response: { schema: eventAnswerSchema },
    errors: { ...managerOnly, ...notFound },
  },
  {
    operationId: "duplicateEvent",
    method: "post",
    path: `${EVENT}/duplicate`,
    summary:
      "Copy an event as a new draft '<title> (copy)' with a new slug, its ticket types and promo codes, and no orders",
    tags,
    response: { status: 201, description: "Created", schema: eventAnswerSchema },
    errors: { ...managerOnly, ...notFound },
  },
  {
    operationId: "getEventStats",
    method: "get",
    path: `${EVENT}/stats`,
    summary:
      "The event's overview: sold / capacity, revenue, check-ins, orders by status, activeOrders (what cancelling would cancel), the public path",
    tags,
    response: { schema: eventStatsSchema },
    errors: notFound,
  },
  {
    operationId: "listTicketTypes",
    method: "get",
    path: `${EVENT}/ticket-types`,
    summary: "The event's ticket types in page order, with sold and held counts",
    tags,
    response: { schema: ticketTypesAnswer },
    errors: notFound,
  },
  {
    operationId: "createTicketType",
    method: "post",
    path: `${EVENT}/ticket-types`,
    summary: "Add a ticket type at the end (a free ticket's price is 0)",
    tags,
    body: createTicketTypeSchema,
    response: { status: 201, description: "Created", schema: ticketTypeAnswer },
    errors: { ...managerOnly, ...notFound },
  },
  {
    operationId: "updateTicketType",
    method: "patch",
    path: `${EVENT}/ticket-types/{ticketTypeId}`,
    summary: "Change a ticket type (rules checked on the merged values)",
    tags,
    body: updateTicketTypeSchema,
    response: { schema: ticketTypeAnswer },
    errors: {
      ...managerOnly,
      ...notFound,
      409: "quantity_below_held: fewer than the tickets already sold or reserved",
    },
  },
  {
    operationId: "deleteTicketType",
    method: "delete",
    path: `${EVENT}/ticket-types/{ticketTypeId}`,
    summary: "Delete a ticket type without orders; answers the deleted ticket type",
    tags,
    response: { schema: ticketTypeAnswer },
    errors: {
      ...managerOnly,
      ...notFound,
      409: "has_orders (hide it instead), or promo_code_limited (a promo code applies only to it)",
    },
  },
  {
    operationId: "reorderTicketTypes",
    method: "post",
    path: `${EVENT}/ticket-types/reorder`,
    summary: "Put the ticket types in this order (every id of the event once)",
    tags,
    body: reorderTicketTypesSchema,
    response: { schema: ticketTypesAnswer },
    errors: { ...managerOnly, ...notFound },
  },
  {
    operationId: "listPromoCodes",
    method: "get",
    path: `${EVENT}/promo-codes`,
    summary: "The event's promo codes with their uses (orders holding tickets)",
    tags,
    response: { schema: z.object({ promoCodes: z.array(promoCodeAnswerSchema) }) },
    errors: notFound,
  },
  {
    operationId: "createPromoCode",
    method: "post",
    path: `${EVENT}/promo-codes`,
    summary: "Add a promo code (unique in the event; ticketTypeIds must be the event's, empty for all)",
    tags,
    body: createPromoCodeSchema,
    response: { status: 201, description: "Created", schema: promoCodeAnswer },
    errors: { ...managerOnly, ...notFound, 409: "code_taken" },
  },
  {
    operationId: "updatePromoCode",
    method: "patch",
    path: `${EVENT}/promo-codes/{promoCodeId}`,
    summary: "Change a promo code",
    tags,
    body: updatePromoCodeSchema,
    response: { schema: promoCodeAnswer },
    errors: { ...managerOnly, ...notFound, 409: "code_taken" },
  },
  {
    operationId: "deletePromoCode",
    method: "delete",
    path: `${EVENT}/promo-codes/{promoCodeId}`,
    summary: "Delete a promo code (orders keep their discount); answers the deleted code",
    tags,
    response: { schema: promoCodeAnswer },
    errors: { ...managerOnly, ...notFound },
  },
  {
    operationId: "listEventOrders",
    method: "get",
    path: `${EVENT}/orders`,
    summary:
      "One page of the event's orders, newest first, filtered by status (a reservation past its time reads as expired) and searched by buyer name, email or reference; format=csv downloads all matching orders as text/csv",
    tags,
    query: eventOrdersQuerySchema,
    response: { schema: orderListSchema },
    errors: notFound,
  },
  {
    operationId: "updateEventOrder",
    method: "patch",
    path: `${EVENT}/orders/{orderId}`,
    summary:
      "mark-paid: an offline order awaiting payment is completed and gets its tickets (the buyer is mailed); cancel: a reserved or awaiting-payment order is cancelled",
    tags,
    body: updateOrderSchema,
    response: { schema: z.object({ order: orderAnswerSchema }) },
    errors: {
      ...managerOnly,
      ...notFound,
      409: "not_awaiting_payment, payment_overdue (mark-paid past the order's payment deadline) or not_cancellable",
    },
  },
  {
    operationId: "listAttendees",
    method: "get",
    path: `${EVENT}/attendees`,
    summary:
      "One page of the attendees of completed orders by name, searched by name, email or ticket code; format=csv downloads all matching attendees as text/csv (<slug>-attendees.csv)",
    tags,
    query: listAttendeesQuerySchema,
    response: { schema: attendeeListSchema },
    errors: notFound,
  },
  {
    operationId: "checkInTicket",
    method: "post",
    path: `${EVENT}/check-in`,
    summary:
      "Check a ticket in by code or attendee id (staff may). A second check-in answers already_checked_in with the first time and changes nothing; undo clears it",
    tags,
    body: checkInSchema,
    response: { schema: checkInAnswerSchema },
    errors: {
      404: "ticket_not_found (or no such event)",
      409: "ticket_not_valid: the ticket's order is not completed",
    },
  },
];
