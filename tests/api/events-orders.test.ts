import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import * as ordersRoute from "@/app/api/events/[id]/orders/route";
import { PATCH as orderRoute } from "@/app/api/events/[id]/orders/[orderId]/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/check-in/route";
import { GET as statsRoute } from "@/app/api/events/[id]/stats/route";
import type { AttendeeAnswer, OrderAnswer } from "@/lib/events/answers";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { newAccessToken, newTicketCode } from "@/lib/orders/codes";
import { signedInUser } from "@/tests/helpers/auth";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// An event's orders, attendees, check-in and overview numbers (host side). The mails that marking an
// order paid or cancelling it sends are the payments helper's; here only the call is checked.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

type Headers = Record<string, string>;
const MINUTE = 60_000;

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
async function insertOrder(event: { id: string; ticketTypes: { id: string }[] }, fixture: OrderFixture = {}) {
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
      reference: `HD-T${process.pid}${referenceCounter}`,
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

async function hostWithEvent(options: Parameters<typeof seedPublishedEvent>[1] = {}) {
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

const listOrders = async (headers: Headers, eventId: string, query = "") => {
  const { status, data } = await callRoute(ordersRoute.GET, { headers, params: { id: eventId }, url: `/x${query}` });
  expect(status).toBe(200);
  return data as { orders: OrderAnswer[]; total: number; page: number; pageSize: number };
};
const updateOrder = (headers: Headers, eventId: string, orderId: string, json: unknown) =>
  callRoute(orderRoute, { method: "PATCH", headers, params: { id: eventId, orderId }, json });
const listAttendees = async (headers: Headers, eventId: string, query = "") => {
  const { status, data } = await callRoute(attendeesRoute, { headers, params: { id: eventId }, url: `/x${query}` });
  expect(status).toBe(200);
  return data as { attendees: AttendeeAnswer[]; total: number; attendeesCount: number; checkedInCount: number };
};
const checkIn = (headers: Headers, eventId: string, json: unknown) =>
  callRoute(checkInRoute, { method: "POST", headers, params: { id: eventId }, json });

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

describe("GET /api/events/{id}/attendees", () => {
  async function eventWithAttendees() {
    const host = await hostWithEvent();
    const zoeCode = `ZOE${newTicketCode().slice(0, 9)}`;
    await insertOrder(host.event, {
      quantity: 2,
      attendees: [
        { name: "Zoe Walker", email: "zoe@example.org", code: zoeCode },
        { name: "ada byron", email: "ada@example.org", checkedInAt: new Date() },
      ],
    });
    await insertOrder(host.event, {
      status: "partially_refunded",
      attendees: [{ name: 'Bob "The Builder", Jr.', email: "bob@example.org" }],
    });
    await insertOrder(host.event, {
      status: "refunded",
      attendees: [{ name: "Refunded Person", email: "gone@example.org" }],
    });
    await insertOrder(host.event, { attendees: [{ name: "+Formula", email: "@at@example.org" }] });
    return { ...host, zoeCode };
  }

  it("lists the attendees of valid orders by name, with ticket type and order, and the check-in totals", async () => {
    const { headers, event } = await eventWithAttendees();
    const answer = await listAttendees(headers, event.id);
    expect(answer.attendees.map((attendee) => attendee.name)).toEqual([
      "+Formula",
      "ada byron",
      'Bob "The Builder", Jr.',
      "Zoe Walker",
    ]);
    expect(answer).toMatchObject({ total: 4, attendeesCount: 4, checkedInCount: 1 });
    expect(answer.attendees[1]).toMatchObject({
      email: "ada@example.org",
      ticketTypeName: "General",
      orderReference: expect.stringMatching(/^HD-/),
      checkedInAt: expect.any(String),
    });
  });

  it("searches name, email and code without case, filters by check-in, and pages", async () => {
    const { headers, event, zoeCode } = await eventWithAttendees();
    const names = async (query: string) =>
      (await listAttendees(headers, event.id, query)).attendees.map((attendee) => attendee.name);
    expect(await names("?search=ZOE")).toEqual(["Zoe Walker"]);
    expect(await names(`?search=${zoeCode.slice(2).toLowerCase()}`)).toEqual(["Zoe Walker"]);
    expect(await names("?search=bob@")).toEqual(['Bob "The Builder", Jr.']);
    expect(await names("?search=refunded")).toEqual([]);
    expect(await names("?checkedIn=yes")).toEqual(["ada byron"]);
    expect(await names("?checkedIn=no&pageSize=2&page=2")).toEqual(["Zoe Walker"]);
    const filtered = await listAttendees(headers, event.id, "?search=zoe");
    expect({ total: filtered.total, attendeesCount: filtered.attendeesCount }).toEqual({ total: 1, attendeesCount: 4 });
    expect(
      (await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?checkedIn=maybe" })).status,
    ).toBe(400);
  });

  it("exports CSV named <slug>-attendees.csv, escaped and safe from formulas, headings in the user's language", async () => {
    const { headers, event, user } = await eventWithAttendees();
    const response = await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?format=csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${event.slug}-attendees.csv"`);
    // The body starts with a UTF-8 byte order mark (which reading it as text drops), so Excel reads accents right.
    const raw = await attendeesRoute(new NextRequest(new URL(`http://localhost/x?format=csv`), { headers }), {
      params: Promise.resolve({ id: event.id }),
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (response.data as string).split("\r\n");
    expect(lines[0]).toBe("Name,Email,Ticket type,Ticket code,Order reference,Checked in at (UTC),Checked in by");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^'\+Formula,'@at@example.org,General,[A-Z0-9]{12},HD-\w+,,$/);
    expect(lines[2]).toMatch(/^ada byron,ada@example.org,General,[A-Z0-9]{12},HD-\w+,\d{4}-\d\d-\d\dT[\d:.]+Z,$/);
    expect(lines[3]).toMatch(/^"Bob ""The Builder"", Jr.",bob@example.org,/);
    expect(lines[5]).toBe("");

    const searched = await callRoute(attendeesRoute, {
      headers,
      params: { id: event.id },
      url: "/x?format=csv&search=zoe",
    });
    expect((searched.data as string).trim().split("\r\n")).toHaveLength(2);

    await db.user.update({ where: { id: user.id }, data: { language: "tr" } });
    const turkish = await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?format=csv" });
    expect((turkish.data as string).split("\r\n")[0]).toBe(
      "Ad,E-posta,Bilet türü,Bilet kodu,Sipariş referansı,Giriş zamanı (UTC),Girişi yapan",
    );
  });
});

describe("POST /api/events/{id}/check-in", () => {
  it("checks a ticket in once; the second time says when, and changes nothing; undo clears it", async () => {
    const { headers, event, user } = await hostWithEvent();
    const code = newTicketCode();
    await insertOrder(event, { attendees: [{ name: "Door Person", email: "door@example.org", code }] });

    const first = await checkIn(headers, event.id, { code });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      status: "checked_in",
      attendee: { name: "Door Person", code, checkedInBy: user.displayName },
      checkedInAt: expect.any(String),
    });
    expect(first.data.attendee.checkedInAt).toBe(first.data.checkedInAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await checkIn(headers, event.id, { code: ` ${code.slice(0, 6).toLowerCase()}-${code.slice(6)} ` });
    expect(second).toMatchObject({
      status: 200,
      data: { status: "already_checked_in", checkedInAt: first.data.checkedInAt },
    });
    const stored = await db.attendee.findUniqueOrThrow({ where: { code } });
    expect(stored.checkedInAt?.toISOString()).toBe(first.data.checkedInAt);

    const undone = await checkIn(headers, event.id, { attendeeId: stored.id, undo: true });
    expect(undone).toMatchObject({
      status: 200,
      data: { status: "undone", checkedInAt: null, attendee: { checkedInAt: null, checkedInBy: null } },
    });
    expect((await checkIn(headers, event.id, { attendeeId: stored.id })).data.status).toBe("checked_in");
  });

  it("counts two scanners at once as one check-in", async () => {
    const { headers, event } = await hostWithEvent();
    const code = newTicketCode();
    await insertOrder(event, { attendees: [{ name: "Rush", email: "rush@example.org", code }] });
    const answers = await Promise.all([
      checkIn(headers, event.id, { code }),
      checkIn(headers, event.id, { code }),
      checkIn(headers, event.id, { code }),
    ]);
    expect(answers.map((answer) => answer.data.status).sort()).toEqual([
      "already_checked_in",
      "already_checked_in",
      "checked_in",
    ]);
    expect(new Set(answers.map((answer) => answer.data.checkedInAt)).size).toBe(1);
  });

  it("answers 404 ticket_not_found for an unknown code or one of another event, and 409 for a void ticket", async () => {
    const { headers, event } = await hostWithEvent();
    const other = await hostWithEvent();
    const foreignCode = newTicketCode();
    await insertOrder(other.event, { attendees: [{ name: "Elsewhere", email: "e@example.org", code: foreignCode }] });
    for (const json of [{ code: "NOSUCHCODE99" }, { code: foreignCode }, { attendeeId: "nobody" }]) {
      const { status, data } = await checkIn(headers, event.id, json);
      expect({ status, code: data.error.code }).toEqual({ status: 404, code: "ticket_not_found" });
    }
    expect((await db.attendee.findUniqueOrThrow({ where: { code: foreignCode } })).checkedInAt).toBeNull();

    const refundedCode = newTicketCode();
    await insertOrder(event, {
      status: "refunded",
      attendees: [{ name: "Refunded", email: "r@example.org", code: refundedCode }],
    });
    const voided = await checkIn(headers, event.id, { code: refundedCode });
    expect({ status: voided.status, code: voided.data.error.code }).toEqual({ status: 409, code: "ticket_not_valid" });
    expect((await db.attendee.findUniqueOrThrow({ where: { code: refundedCode } })).checkedInAt).toBeNull();
  });

  it.each([
    [{}],
    [{ code: "" }],
    [{ code: "ABC", attendeeId: "x" }],
    [{ code: "ABC", undo: "yes" }],
    [{ code: "ABC", extra: true }],
  ])("refuses %j with 400", async (json) => {
    const { headers, event } = await hostWithEvent();
    expect((await checkIn(headers, event.id, json)).status).toBe(400);
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
