import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as ticketTypesRoute from "@/app/api/events/[id]/ticket-types/route";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { newAccessToken, newOrderReference, newTicketCode } from "@/lib/orders/codes";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { callRoute } from "@/tests/helpers/route";

// Event fixtures: seedPublishedEvent for the public and other route tests, and below it the setup
// shared by the host events route tests (tests/api/events-{editor,list,lifecycle,access}.test.ts).
// Ticket types and promo codes: tests/helpers/event-tickets.ts; orders and attendees: event-orders.ts.

type TicketTypeFixture = {
  name?: string;
  kind?: "free" | "paid" | "donation";
  price?: number;
  quantity?: number;
  minPerOrder?: number;
  maxPerOrder?: number;
  hidden?: boolean;
  salesStartAt?: Date | null;
  salesEndAt?: Date | null;
};

/** A published public event of `userId`'s personal account, a week ahead, with the given ticket types. */
export async function seedPublishedEvent(
  userId: string,
  {
    ticketTypes = [{}],
    capacity = null,
    status = "published",
    visibility = "public",
    paymentMethod = "offline",
    startsAt = new Date(Date.now() + 7 * 86_400_000),
  }: {
    ticketTypes?: TicketTypeFixture[];
    capacity?: number | null;
    status?: string;
    visibility?: string;
    paymentMethod?: string;
    startsAt?: Date;
  } = {},
) {
  const slug = `event-${randomUUID().slice(0, 8)}`;
  return db.event.create({
    data: {
      accountKey: personalAccountKey(userId),
      userId,
      slug,
      title: `Event ${slug}`,
      timezone: "Europe/Bucharest",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      status,
      visibility,
      currency: "EUR",
      capacity,
      paymentMethod,
      offlinePaymentInstructions: "Pay by bank transfer to RO49 AAAA 1B31 0075 9384 0000.",
      ticketTypes: {
        create: ticketTypes.map((ticketType, position) => ({
          name: ticketType.name ?? `Ticket ${position + 1}`,
          kind: ticketType.kind ?? "free",
          price: ticketType.price ?? 0,
          quantity: ticketType.quantity ?? 100,
          minPerOrder: ticketType.minPerOrder ?? 1,
          maxPerOrder: ticketType.maxPerOrder ?? 10,
          hidden: ticketType.hidden ?? false,
          salesStartAt: ticketType.salesStartAt ?? null,
          salesEndAt: ticketType.salesEndAt ?? null,
          position,
        })),
      },
    },
    select: { id: true, slug: true, ticketTypes: { select: { id: true, name: true }, orderBy: { position: "asc" } } },
  });
}

// The host side (tests/api/events-*.test.ts): events made through the API or written straight to
// the database, with their ticket types, orders and vendor team.

type Headers = Record<string, string>;

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Summer Jazz Night",
    startsAt: inDays(10).toISOString(),
    endsAt: new Date(inDays(10).getTime() + 3 * HOUR).toISOString(),
    timezone: "Europe/Bucharest",
    ...overrides,
  };
}

export async function createEvent(headers: Headers, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const { status, data } = await callRoute(eventsRoute.POST, { method: "POST", headers, json: eventBody(overrides) });
  expect({ status, error: data.error }).toEqual({ status: 201, error: undefined });
  return data.event;
}

export async function addTicketType(headers: Headers, eventId: string, json: Record<string, unknown> = {}) {
  const { status, data } = await callRoute(ticketTypesRoute.POST, {
    method: "POST",
    headers,
    params: { id: eventId },
    json: { name: "General", kind: "free", quantity: 100, ...json },
  });
  expect(status).toBe(201);
  return data.ticketType as { id: string; name: string };
}

/** POST to one of the event's action routes (publish, cancel, …), as `headers`. */
export const call = (
  handler: Parameters<typeof callRoute>[0],
  headers: Headers,
  id: string,
  extra: Parameters<typeof callRoute>[1] = {},
) => callRoute(handler, { method: "POST", headers, params: { id }, ...extra });

let referenceCounter = 0;
/** An order written straight to the database (with its attendees when completed), as the checkout would leave it. */
export async function insertOrder(
  eventId: string,
  ticketTypeId: string,
  {
    status = "completed",
    quantity = 1,
    unitPrice = 1000,
    refundedAmount = 0,
    reservedUntil = null,
    createdAt = new Date(),
  }: {
    status?: string;
    quantity?: number;
    unitPrice?: number;
    refundedAmount?: number;
    reservedUntil?: Date | null;
    createdAt?: Date;
  } = {},
) {
  referenceCounter += 1;
  const total = quantity * unitPrice;
  const order = await db.order.create({
    data: {
      eventId,
      reference: `${newOrderReference()}${referenceCounter}`,
      accessToken: newAccessToken(),
      status,
      buyerName: "Grace Hopper",
      buyerEmail: "grace@example.org",
      subtotal: total,
      total,
      refundedAmount,
      currency: "EUR",
      paymentProvider: unitPrice === 0 ? "free" : "offline",
      reservedUntil,
      createdAt,
      items: { create: { ticketTypeId, quantity, unitPrice } },
    },
    select: { id: true },
  });
  if (status === "completed" || status === "partially_refunded" || status === "refunded") {
    await db.attendee.createMany({
      data: Array.from({ length: quantity }, () => ({
        orderId: order.id,
        eventId,
        ticketTypeId,
        name: "Grace Hopper",
        email: "grace@example.org",
        code: newTicketCode(),
      })),
    });
  }
  return order;
}

/** An event row of `accountKey` with these fields, skipping the API (for list fixtures). */
export async function insertEvent(owner: { userId?: string; vendorId?: string }, fields: Record<string, unknown> = {}) {
  const startsAt = (fields.startsAt as Date | undefined) ?? inDays(5);
  return db.event.create({
    data: {
      accountKey: owner.vendorId ? vendorAccountKey(owner.vendorId) : personalAccountKey(owner.userId!),
      userId: owner.vendorId ? null : owner.userId,
      vendorId: owner.vendorId ?? null,
      slug: `ev-${randomUUID().slice(0, 12)}`,
      title: "Fixture",
      timezone: "UTC",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      status: "published",
      currency: "EUR",
      ...fields,
    },
    select: { id: true, slug: true, title: true },
  });
}

/** A vendor with its owner (active in it), a staff member (active in it), and a user who is not a member. */
export async function vendorTeam() {
  await setVendorsFlag(true);
  const owner = await signedInUser();
  const staff = await signedInUser();
  const outsider = await signedInUser();
  const vendor = await seedVendor(db, {
    name: "Harbour Events",
    slug: `harbour-${randomUUID().slice(0, 8)}`,
    ownerId: owner.user.id,
  });
  await db.vendor.update({ where: { id: vendor.id }, data: { currency: "RON" } });
  await db.vendorMember.create({ data: { vendorId: vendor.id, userId: staff.user.id, role: "staff" } });
  await db.user.updateMany({
    where: { id: { in: [owner.user.id, staff.user.id] } },
    data: { activeVendorId: vendor.id },
  });
  return { owner, staff, outsider, vendor };
}
