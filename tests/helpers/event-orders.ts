import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import * as ordersRoute from "@/app/api/events/[id]/orders/route";
import { PATCH as orderRoute } from "@/app/api/events/[id]/orders/[orderId]/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/check-in/route";
import type { AttendeeAnswer, OrderAnswer } from "@/lib/events/answers";
import { newAccessToken, newTicketCode } from "@/lib/orders/codes";
import { signedInUser } from "@/tests/helpers/auth";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the host-side orders, attendees, check-in and overview route tests
// (tests/api/events-orders.test.ts, tests/api/events-attendees.test.ts).

type Headers = Record<string, string>;
export const MINUTE = 60_000;

// References must be unique in the worker's database, which the test files of one worker share:
// each file loads this module afresh, so the counter alone (from 1 again) would repeat them.
const referencePrefix = `HD-T${process.pid}${randomUUID().slice(0, 6).toUpperCase()}`;
let referenceCounter = 0;
type OrderFixture = {
  status?: string;
  quantity?: number;
  unitPrice?: number;
  refundedAmount?: number;
  reservedUntil?: Date | null;
  createdAt?: Date;
  buyerName?: string;
  buyerEmail?: string;
  paymentProvider?: string;
  attendees?: { name: string; email: string; code?: string; checkedInAt?: Date }[];
  utmSource?: string | null;
  ticketTypeId?: string;
};

/** An order written straight to the database; completed-like orders get one attendee per ticket. */
export async function insertOrder(event: { id: string; ticketTypes: { id: string }[] }, fixture: OrderFixture = {}) {
  const {
    status = "completed",
    quantity = 1,
    unitPrice = 1000,
    refundedAmount = 0,
    reservedUntil = null,
    createdAt = new Date(),
    buyerName = "Grace Hopper",
    buyerEmail = "grace@example.org",
    paymentProvider = unitPrice === 0 ? "free" : "offline",
    utmSource = null,
    ticketTypeId = event.ticketTypes[0].id,
  } = fixture;
  referenceCounter += 1;
  const order = await db.order.create({
    data: {
      eventId: event.id,
      reference: `${referencePrefix}${referenceCounter}`,
      accessToken: newAccessToken(),
      status,
      buyerName,
      buyerEmail,
      subtotal: quantity * unitPrice,
      total: quantity * unitPrice,
      refundedAmount,
      currency: "EUR",
      paymentProvider,
      reservedUntil,
      createdAt,
      utmSource,
      items: { create: { ticketTypeId, quantity, unitPrice } },
    },
    select: { id: true, reference: true },
  });
  if (["completed", "partially_refunded", "refunded"].includes(status)) {
    const people: NonNullable<OrderFixture["attendees"]> =
      fixture.attendees ?? Array.from({ length: quantity }, () => ({ name: buyerName, email: buyerEmail }));
    await db.attendee.createMany({
      data: people.map((person) => ({
        orderId: order.id,
        eventId: event.id,
        ticketTypeId,
        name: person.name,
        email: person.email,
        code: person.code ?? newTicketCode(),
        checkedInAt: person.checkedInAt ?? null,
      })),
    });
  }
  return order;
}

/** A fresh host with a published event with two paid ticket types, General (100 at 1000) and VIP (10 at 5000). */
export async function hostWithEvent(options: Parameters<typeof seedPublishedEvent>[1] = {}) {
  const signedIn = await signedInUser();
  const event = await seedPublishedEvent(signedIn.user.id, {
    ticketTypes: [
      { name: "General", kind: "paid", price: 1000, quantity: 100 },
      { name: "VIP", kind: "paid", price: 5000, quantity: 10 },
    ],
    ...options,
  });
  return { ...signedIn, event };
}

export const listOrders = async (headers: Headers, eventId: string, query = "") => {
  const { status, data } = await callRoute(ordersRoute.GET, { headers, params: { id: eventId }, url: `/x${query}` });
  expect(status).toBe(200);
  return data as { orders: OrderAnswer[]; total: number; page: number; pageSize: number };
};
export const updateOrder = (headers: Headers, eventId: string, orderId: string, json: unknown) =>
  callRoute(orderRoute, { method: "PATCH", headers, params: { id: eventId, orderId }, json });
export const listAttendees = async (headers: Headers, eventId: string, query = "") => {
  const { status, data } = await callRoute(attendeesRoute, { headers, params: { id: eventId }, url: `/x${query}` });
  expect(status).toBe(200);
  return data as { attendees: AttendeeAnswer[]; total: number; attendeesCount: number; checkedInCount: number };
};
export const checkIn = (headers: Headers, eventId: string, json: unknown) =>
  callRoute(checkInRoute, { method: "POST", headers, params: { id: eventId }, json });
