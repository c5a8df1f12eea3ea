import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as ticketTypesRoute from "@/app/api/events/[id]/ticket-types/route";
import * as ticketTypeRoute from "@/app/api/events/[id]/ticket-types/[ticketTypeId]/route";
import * as promoCodesRoute from "@/app/api/events/[id]/promo-codes/route";
import * as promoCodeRoute from "@/app/api/events/[id]/promo-codes/[promoCodeId]/route";
import type { PromoCodeAnswer, TicketTypeAnswer } from "@/lib/events/answers";
import { newAccessToken, newOrderReference } from "@/lib/orders/codes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the ticket type and promo code route tests (tests/api/events-ticket-types.test.ts,
// tests/api/events-promo-codes.test.ts).

type Headers = Record<string, string>;
export const DAY = 86_400_000;

/** A fresh host with a draft event ten days ahead, made through the API. */
export async function hostWithEvent() {
  const signedIn = await signedInUser();
  const startsAt = new Date(Date.now() + 10 * DAY);
  const { status, data } = await callRoute(eventsRoute.POST, {
    method: "POST",
    headers: signedIn.headers,
    json: {
      title: "Ticketed",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + DAY / 8).toISOString(),
      timezone: "UTC",
      currency: "EUR",
    },
  });
  expect(status).toBe(201);
  return { ...signedIn, eventId: data.event.id as string };
}

export const createTicketType = (headers: Headers, eventId: string, json: Record<string, unknown>) =>
  callRoute(ticketTypesRoute.POST, { method: "POST", headers, params: { id: eventId }, json });
export const patchTicketType = (headers: Headers, eventId: string, ticketTypeId: string, json: unknown) =>
  callRoute(ticketTypeRoute.PATCH, { method: "PATCH", headers, params: { id: eventId, ticketTypeId }, json });
export const deleteTicketType = (headers: Headers, eventId: string, ticketTypeId: string) =>
  callRoute(ticketTypeRoute.DELETE, { method: "DELETE", headers, params: { id: eventId, ticketTypeId } });
export const listTicketTypes = async (headers: Headers, eventId: string): Promise<TicketTypeAnswer[]> =>
  (await callRoute(ticketTypesRoute.GET, { headers, params: { id: eventId } })).data.ticketTypes;

/** A ticket type made through the API: "General", paid, 2000 a ticket, 50 of them, unless `json` says otherwise. */
export async function addTicketType(
  headers: Headers,
  eventId: string,
  json: Record<string, unknown> = {},
): Promise<TicketTypeAnswer> {
  const { status, data } = await createTicketType(headers, eventId, {
    name: "General",
    kind: "paid",
    price: 2000,
    quantity: 50,
    ...json,
  });
  expect(status).toBe(201);
  return data.ticketType;
}

export const createPromo = (headers: Headers, eventId: string, json: Record<string, unknown>) =>
  callRoute(promoCodesRoute.POST, { method: "POST", headers, params: { id: eventId }, json });
export const patchPromo = (headers: Headers, eventId: string, promoCodeId: string, json: unknown) =>
  callRoute(promoCodeRoute.PATCH, { method: "PATCH", headers, params: { id: eventId, promoCodeId }, json });
export const listPromos = async (headers: Headers, eventId: string): Promise<PromoCodeAnswer[]> =>
  (await callRoute(promoCodesRoute.GET, { headers, params: { id: eventId } })).data.promoCodes;

/** An order of `quantity` tickets in `status`, written straight to the database. */
export async function insertOrder(
  eventId: string,
  ticketTypeId: string,
  { status = "completed", quantity = 1, promoCodeId = null as string | null, reservedUntil = null as Date | null } = {},
) {
  return db.order.create({
    data: {
      eventId,
      reference: newOrderReference() + Math.random().toString(36).slice(2, 6),
      accessToken: newAccessToken(),
      status,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.org",
      subtotal: 1000 * quantity,
      discount: promoCodeId ? 100 : 0,
      total: 1000 * quantity - (promoCodeId ? 100 : 0),
      currency: "EUR",
      paymentProvider: "offline",
      promoCodeId,
      reservedUntil,
      items: { create: { ticketTypeId, quantity, unitPrice: 1000 } },
    },
    select: { id: true },
  });
}
