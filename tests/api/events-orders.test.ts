import { db } from "@/lib/db";
import * as ordersRoute from "@/app/api/events/[id]/orders/route";
import { GET as statsRoute } from "@/app/api/events/[id]/stats/route";
import type { OrderAnswer } from "@/lib/events/answers";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { MINUTE, hostWithEvent, insertOrder, listOrders, updateOrder } from "@/tests/helpers/event-orders";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// An event's orders and overview numbers (host side). The mails that marking an order paid or
// cancelling it sends are the payments helper's; here only the call is checked. Attendees and
// check-in: events-attendees.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

beforeEach(() => jest.mocked(sendOrderEmails).mockClear());

describe("GET /api/events/{id}/orders", () => {
  it("lists the event's orders newest first with their buyer, tickets, money and tracking", async () => {
    const { headers, event } = await hostWithEvent();
    const older = await insertOrder(event, {
      quantity: 2,
      createdAt: new Date(Date.now() - 2 * MINUTE),
      utmSource: "newsletter",
    });
    const newer = await insertOrder(event, {
      status: "awaiting_payment",
      quantity: 3,
      buyerName: "Alan Turing",
      buyerEmail: "alan@example.org",
    });
    const other = await hostWithEvent();
    await insertOrder(other.event);

    const answer = await listOrders(headers, event.id);
    expect(answer).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(answer.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(answer.orders[1]).toEqual({
      id: older.id,
      reference: older.reference,
      status: "completed",
      buyerName: "Grace Hopper",
      buyerEmail: "grace@example.org",
      tickets: 2,
      subtotal: 2000,
      discount: 0,
      total: 2000,
      refundedAmount: 0,
      currency: "EUR",
      paymentProvider: "offline",
      promoCode: null,
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: null,
      ref: null,
      createdAt: expect.any(String),
      reservedUntil: null,
      paidAt: null,
      completedAt: null,
      cancelledAt: null,
    });
  });

  it("lists each order with the status the host reads: lapsed reservations and overdue offline orders are expired", async () => {
    const { headers, event } = await hostWithEvent();
    const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
    const [liveCreated, liveUntil] = [at(-5), at(5)];
    const live = await insertOrder(event, { status: "reserved", reservedUntil: liveUntil, createdAt: liveCreated });
    const lapsed = await insertOrder(event, { status: "reserved", reservedUntil: at(-1), createdAt: at(-4) });
    const due = await insertOrder(event, { status: "awaiting_payment", createdAt: at(-3) });
    const overdue = await insertOrder(event, { status: "awaiting_payment", createdAt: at(-2) });
    await db.order.update({ where: { id: due.id }, data: { paymentDueAt: at(60) } });
    await db.order.update({ where: { id: overdue.id }, data: { paymentDueAt: at(-1) } });
    const { orders } = await listOrders(headers, event.id);
    // Newest first, each status as read now, instants as ISO strings.
    expect(orders.map((order) => [order.id, order.status])).toEqual([
      [overdue.id, "expired"],
      [due.id, "awaiting_payment"],
      [lapsed.id, "expired"],
      [live.id, "reserved"],
    ]);
    expect(orders[3]).toMatchObject({
      createdAt: liveCreated.toISOString(),
      reservedUntil: liveUntil.toISOString(),
      paidAt: null,
    });
  });

  it("filters by status (a lapsed reservation reads as expired), searches buyer name, email and reference, and pages", async () => {
    const { headers, event } = await hostWithEvent();
    const live = await insertOrder(event, {
      status: "reserved",
      reservedUntil: new Date(Date.now() + 5 * MINUTE),
      buyerName: "Live Reservation",
    });
    const lapsed = await insertOrder(event, {
      status: "reserved",
      reservedUntil: new Date(Date.now() - MINUTE),
      buyerName: "Lapsed Reservation",
    });
    const expired = await insertOrder(event, { status: "expired", buyerName: "Swept" });
    const ada = await insertOrder(event, { buyerName: "Ada Lovelace", buyerEmail: "ada@analytical.org" });
    await insertOrder(event, { buyerName: "100% Fan", buyerEmail: "fan@example.org" });

    const ids = (answer: { orders: OrderAnswer[] }) => answer.orders.map((order) => order.id).sort();
    expect(ids(await listOrders(headers, event.id, "?status=reserved"))).toEqual([live.id]);
    const expiredList = await listOrders(headers, event.id, "?status=expired");
    expect(ids(expiredList)).toEqual([lapsed.id, expired.id].sort());
    expect(expiredList.orders.every((order) => order.status === "expired")).toBe(true);
    expect(ids(await listOrders(headers, event.id, "?search=LOVELACE"))).toEqual([ada.id]);
    expect(ids(await listOrders(headers, event.id, "?search=analytical"))).toEqual([ada.id]);
    expect(ids(await listOrders(headers, event.id, `?search=${ada.reference.toLowerCase()}`))).toEqual([ada.id]);
    expect((await listOrders(headers, event.id, "?search=%25")).orders.map((order) => order.buyerName)).toEqual([
      "100% Fan",
    ]);
    expect((await listOrders(headers, event.id, "?search=_")).orders).toEqual([]);

    const page = await listOrders(headers, event.id, "?pageSize=2&page=3");
    expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(page.orders).toHaveLength(1);
    for (const query of ["?status=paid", "?page=0", "?pageSize=500", "?format=xml"]) {
      expect((await callRoute(ordersRoute.GET, { headers, params: { id: event.id }, url: `/x${query}` })).status).toBe(
        400,
      );
    }
  });

  it("downloads the matching orders as CSV", async () => {
    const { headers, event } = await hostWithEvent();
    await insertOrder(event, {
      buyerName: "=cmd|' /C calc'!A0",
      buyerEmail: "evil@example.org",
      quantity: 2,
      unitPrice: 1250,
    });
    await insertOrder(event, { status: "cancelled", buyerName: "Not Listed" });
    const {
      status,
      data,
      headers: answerHeaders,
    } = await callRoute(ordersRoute.GET, { headers, params: { id: event.id }, url: "/x?format=csv&status=completed" });
    expect(status).toBe(200);
    expect(answerHeaders.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answerHeaders.get("content-disposition")).toBe(`attachment; filename="${event.slug}-orders.csv"`);
    const lines = (data as string).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Status,Buyer name,Buyer email,Tickets,Subtotal,Discount,Total,Refunded,Currency,Payment,Promo code,UTM source,UTM medium,UTM campaign,Referrer,Ordered at (UTC),Paid at (UTC)",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^HD-\w+,completed,'=cmd\|' \/C calc'!A0,evil@example.org,2,25.00,0.00,25.00,0.00,EUR,offline,,,,,,\d{4}-\d\d-\d\dT[\d:.]+Z,$/,
    );
    expect(lines[2]).toBe("");
  });
});

describe("PATCH /api/events/{id}/orders/{orderId}", () => {
  it("marks an offline order paid: completed, one attendee per ticket, then the mails", async () => {
    const { headers, event } = await hostWithEvent();
    const order = await insertOrder(event, {
      status: "awaiting_payment",
      quantity: 3,
      ticketTypeId: event.ticketTypes[1].id,
    });
    const { status, data } = await updateOrder(headers, event.id, order.id, { action: "mark-paid" });
    expect(status).toBe(200);
    expect(data.order).toMatchObject({ id: order.id, status: "completed", tickets: 3 });
    expect(data.order.paidAt).toEqual(expect.any(String));
    expect(data.order.completedAt).toEqual(expect.any(String));
    const attendees = await db.attendee.findMany({ where: { orderId: order.id } });
    expect(attendees).toHaveLength(3);
    expect(new Set(attendees.map((attendee) => attendee.code)).size).toBe(3);
    expect(attendees.every((attendee) => attendee.ticketTypeId === event.ticketTypes[1].id)).toBe(true);
    expect(jest.mocked(sendOrderEmails).mock.calls).toEqual([[order.id, {}]]);

    // Twice: refused, and no second set of tickets.
    const again = await updateOrder(headers, event.id, order.id, { action: "mark-paid" });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe("not_awaiting_payment");
    expect(await db.attendee.count({ where: { orderId: order.id } })).toBe(3);
  });

  it("marks paid only orders awaiting an offline payment", async () => {
    const { headers, event } = await hostWithEvent();
    for (const fixture of [
      { status: "reserved", reservedUntil: new Date(Date.now() + MINUTE) },
      { status: "completed" },
      { status: "cancelled" },
      { status: "awaiting_payment", paymentProvider: "stripe" },
    ]) {
      const order = await insertOrder(event, fixture);
      const { status } = await updateOrder(headers, event.id, order.id, { action: "mark-paid" });
      expect({ fixture, status }).toEqual({ fixture, status: 409 });
    }
    expect(sendOrderEmails).not.toHaveBeenCalled();
  });

  it("cancels a live reservation or an order awaiting payment, and nothing else", async () => {
    const { headers, event } = await hostWithEvent();
    const reserved = await insertOrder(event, { status: "reserved", reservedUntil: new Date(Date.now() + MINUTE) });
    const awaiting = await insertOrder(event, { status: "awaiting_payment" });
    for (const order of [reserved, awaiting]) {
      const { status, data } = await updateOrder(headers, event.id, order.id, { action: "cancel" });
      expect(status).toBe(200);
      expect(data.order).toMatchObject({ id: order.id, status: "cancelled", cancelledAt: expect.any(String) });
    }
    expect(jest.mocked(sendOrderEmails).mock.calls).toEqual([
      [reserved.id, { notifyHost: false }],
      [awaiting.id, { notifyHost: false }],
    ]);
    for (const fixture of [
      { status: "completed" },
      { status: "reserved", reservedUntil: new Date(Date.now() - MINUTE) },
      { status: "refunded" },
    ]) {
      const order = await insertOrder(event, fixture);
      const { status, data } = await updateOrder(headers, event.id, order.id, { action: "cancel" });
      expect({ status, code: data.error?.code }).toEqual({ status: 409, code: "not_cancellable" });
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(fixture.status);
    }
  });

  it("answers 404 for an order of another event and 400 for a bad action", async () => {
    const { headers, event } = await hostWithEvent();
    const sibling = await seedPublishedEvent((await db.event.findUniqueOrThrow({ where: { id: event.id } })).userId!);
    const foreign = await insertOrder(sibling, { status: "awaiting_payment" });
    const { status, data } = await updateOrder(headers, event.id, foreign.id, { action: "mark-paid" });
    expect({ status, message: data.error.message }).toEqual({ status: 404, message: "Order not found." });
    expect((await db.order.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe("awaiting_payment");
    const own = await insertOrder(event, { status: "awaiting_payment" });
    for (const json of [{ action: "refund" }, {}, { action: "cancel", extra: 1 }])
      expect((await updateOrder(headers, event.id, own.id, json)).status).toBe(400);
    expect((await db.order.findUniqueOrThrow({ where: { id: own.id } })).status).toBe("awaiting_payment");
  });
});

describe("GET /api/events/{id}/stats", () => {
  it("answers sold / capacity, revenue, check-ins, orders by status and the public path", async () => {
    const { headers, event } = await hostWithEvent({ capacity: 50 });
    await insertOrder(event, {
      quantity: 2,
      attendees: [
        { name: "A", email: "a@example.org", checkedInAt: new Date() },
        { name: "B", email: "b@example.org" },
      ],
    });
    await insertOrder(event, {
      status: "partially_refunded",
      quantity: 1,
      unitPrice: 5000,
      refundedAmount: 1500,
      ticketTypeId: event.ticketTypes[1].id,
    });
    await insertOrder(event, { status: "refunded", quantity: 1, refundedAmount: 1000 });
    await insertOrder(event, { status: "awaiting_payment", quantity: 4 });
    await insertOrder(event, { status: "reserved", quantity: 1, reservedUntil: new Date(Date.now() + MINUTE) });
    await insertOrder(event, { status: "reserved", quantity: 1, reservedUntil: new Date(Date.now() - MINUTE) });
    await insertOrder(event, { status: "cancelled", quantity: 7 });

    const { status, data } = await callRoute(statsRoute, { headers, params: { id: event.id } });
    expect(status).toBe(200);
    expect(data).toEqual({
      sold: 3,
      capacity: 50,
      revenue: 2000 + 3500 + 0,
      currency: "EUR",
      checkedIn: 1,
      attendees: 3,
      activeOrders: 2,
      ordersByStatus: {
        reserved: 1,
        awaiting_payment: 1,
        completed: 1,
        cancelled: 1,
        expired: 1,
        refunded: 1,
        partially_refunded: 1,
      },
      publicUrl: `/p/event/${event.slug}`,
      ticketTypes: [
        { id: event.ticketTypes[0].id, name: "General", quantity: 100, sold: 2, held: 7 },
        { id: event.ticketTypes[1].id, name: "VIP", quantity: 10, sold: 1, held: 1 },
      ],
    });
  });

  it("uses the ticket quantities as the capacity when the event has none", async () => {
    const { headers, event } = await hostWithEvent();
    expect((await callRoute(statsRoute, { headers, params: { id: event.id } })).data).toMatchObject({
      sold: 0,
      capacity: 110,
      revenue: 0,
      activeOrders: 0,
    });
  });
});
