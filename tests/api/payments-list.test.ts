import { db } from "@/lib/db";
import * as paymentsRoute from "@/app/api/payments/route";
import * as totalsRoute from "@/app/api/payments/totals/route";
import * as orderRoute from "@/app/api/orders/[orderId]/route";
import * as refundsRoute from "@/app/api/orders/[orderId]/refunds/route";
import { signedInUser } from "@/tests/helpers/auth";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { insertPaidOrder, paidEvent, vendorWithPaidOrder } from "@/tests/helpers/payments";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;

const list = (headers: Headers, query = "") => callRoute(paymentsRoute.GET, { url: `/api/payments${query}`, headers });
const totals = (headers: Headers, query: string) =>
  callRoute(totalsRoute.GET, { url: `/api/payments/totals${query}`, headers });
const detail = (headers: Headers, orderId: string) =>
  callRoute(orderRoute.GET, { url: "/", headers, params: { orderId } });

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A host with five orders of one event in March 2026 (EUR) and one of another host. */
async function fixture() {
  const host = await signedInUser();
  const event = await paidEvent(host.user.id);
  const orders = {
    ana: await insertPaidOrder(event, { standard: 2, createdAt: day("2026-03-02"), buyerName: "Ana Pop" }), // 50.00
    bora: await insertPaidOrder(event, { standard: 0, vip: 1, createdAt: day("2026-03-03"), buyerName: "Bora Kaya" }), // 40.00
    cem: await insertPaidOrder(event, {
      standard: 1,
      status: "awaiting_payment",
      createdAt: day("2026-03-04"),
      buyerName: "Cem Yılmaz",
    }), // 25.00
    dana: await insertPaidOrder(event, {
      standard: 1,
      status: "cancelled",
      createdAt: day("2026-03-05"),
      buyerName: "Dana Ionescu",
    }),
    free: await insertPaidOrder(event, { standard: 1, provider: "free", discount: 2500, createdAt: day("2026-03-05") }), // total 0
    later: await insertPaidOrder(event, { standard: 4, createdAt: day("2026-04-10"), buyerName: "Later Buyer" }), // 100.00
  };
  await db.order.update({
    where: { id: orders.bora.id },
    data: { paymentProvider: "stripe", stripePaymentIntentId: "pi_bora" },
  });
  await callRoute(refundsRoute.POST, {
    method: "POST",
    url: "/",
    json: { amount: 1000, reason: "Late arrival" },
    headers: host.headers,
    params: { orderId: orders.ana.id },
  });
  const stranger = await signedInUser();
  const otherEvent = await paidEvent(stranger.user.id);
  await insertPaidOrder(otherEvent, { createdAt: day("2026-03-02"), buyerName: "Ana Stranger" });
  return { host, event, orders, stranger };
}

afterAll(() => setVendorsFlag(false));

describe("GET /api/payments", () => {
  it("lists the account's orders with money involved, newest first, paged", async () => {
    const { host, orders, event } = await fixture();
    const { status, data } = await list(host.headers, "?pageSize=2");
    expect(status).toBe(200);
    expect(data.pagination).toEqual({ total: 5, page: 1, pageSize: 2, lastPage: 3 });
    expect(data.payments.map((row: { orderId: string }) => row.orderId)).toEqual([orders.later.id, orders.dana.id]);
    const page3 = await list(host.headers, "?pageSize=2&page=3");
    expect(page3.data.payments).toHaveLength(1);
    expect(page3.data.payments[0]).toMatchObject({
      orderId: orders.ana.id,
      reference: orders.ana.reference,
      eventId: event.id,
      eventTitle: `Event ${event.slug}`,
      buyerName: "Ana Pop",
      status: "partially_refunded",
      provider: "offline",
      total: 5000,
      refundedAmount: 1000,
      currency: "EUR",
      createdAt: "2026-03-02T12:00:00.000Z",
    });
  });

  it("filters by period, status, provider and event, searches and sorts", async () => {
    const { host, orders, event } = await fixture();
    const ids = async (query: string) =>
      (await list(host.headers, query)).data.payments.map((row: { orderId: string }) => row.orderId);
    expect(await ids("?from=2026-03-01&to=2026-03-03&sort=createdAt&order=asc")).toEqual([
      orders.ana.id,
      orders.bora.id,
    ]);
    expect(await ids("?status=awaiting_payment")).toEqual([orders.cem.id]);
    expect(await ids("?provider=stripe")).toEqual([orders.bora.id]);
    expect(await ids(`?eventId=${event.id}&sort=total&order=desc&pageSize=1`)).toEqual([orders.later.id]);
    expect(await ids(`?search=${encodeURIComponent("YILMAZ".toLocaleLowerCase("tr"))}`)).toEqual([orders.cem.id]);
    expect(await ids("?search=cem")).toEqual([orders.cem.id]);
    expect(await ids(`?search=${orders.bora.reference.toLowerCase()}`)).toEqual([orders.bora.id]);
    expect(await ids("?sort=buyerName&order=asc")).toEqual([
      orders.ana.id,
      orders.bora.id,
      orders.cem.id,
      orders.dana.id,
      orders.later.id,
    ]);
  });

  it("exports what the filter shows as CSV", async () => {
    const { host, orders } = await fixture();
    const { status, data, headers } = await list(host.headers, "?format=csv&status=partially_refunded");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/csv");
    const lines = (data as string).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orders.ana.reference);
    expect(lines[1]).toContain("50.00,10.00,EUR,offline");
  });

  it("refuses bad filters with 400, another account's event with 404 and staff with 403", async () => {
    const { host, stranger } = await fixture();
    for (const query of [
      "?from=2026-03-01",
      "?from=2026-03-05&to=2026-03-01",
      "?status=reserved",
      "?provider=cash",
      "?page=0",
      "?pageSize=500",
      "?sort=email",
      "?from=2026-02-30&to=2026-03-01",
    ]) {
      expect([query, (await list(host.headers, query)).status]).toEqual([query, 400]);
    }
    const foreignEvent = await db.event.findFirstOrThrow({ where: { userId: stranger.user.id }, select: { id: true } });
    expect((await list(host.headers, `?eventId=${foreignEvent.id}`)).status).toBe(404);
    const team = await vendorWithPaidOrder();
    expect((await list(team.staff.headers)).status).toBe(403);
    expect((await list(team.owner.headers)).data.payments.map((row: { orderId: string }) => row.orderId)).toEqual([
      team.order.id,
    ]);
    expect((await list({})).status).toBe(401);
  });
});

describe("GET /api/payments/totals", () => {
  it("adds up gross, refunded, net and pending per currency for the period", async () => {
    const { host } = await fixture();
    const { status, data } = await totals(host.headers, "?from=2026-03-01&to=2026-03-31");
    expect(status).toBe(200);
    expect(data.totals).toEqual([{ currency: "EUR", gross: 9000, refunded: 1000, net: 8000, pending: 2500 }]);
    expect(data.stripe).toEqual({ configured: false, mode: null });
    expect((await totals(host.headers, "?from=2026-04-01&to=2026-04-30")).data.totals).toEqual([
      { currency: "EUR", gross: 10000, refunded: 0, net: 10000, pending: 0 },
    ]);
    expect((await totals(host.headers, "?from=2026-05-01&to=2026-05-31")).data.totals).toEqual([]);
  });

  it("needs a valid period and a manager", async () => {
    const { host } = await fixture();
    expect((await totals(host.headers, "")).status).toBe(400);
    expect((await totals(host.headers, "?from=2025-01-01&to=2026-03-01")).status).toBe(400);
    const team = await vendorWithPaidOrder();
    expect((await totals(team.staff.headers, "?from=2026-03-01&to=2026-03-31")).status).toBe(403);
  });
});

describe("GET /api/orders/{orderId}", () => {
  it("shows an order in full with its refunds and timeline", async () => {
    const { host, orders } = await fixture();
    const { status, data } = await detail(host.headers, orders.ana.id);
    expect(status).toBe(200);
    expect(data.order).toMatchObject({
      id: orders.ana.id,
      status: "partially_refunded",
      total: 5000,
      refundedAmount: 1000,
      refundable: 4000,
      provider: "offline",
      items: [{ name: "Standard", quantity: 2, releasedQuantity: 0, unitPrice: 2500 }],
      refunds: [{ amount: 1000, provider: "offline", reason: "Late arrival", createdByName: "Test User" }],
    });
    expect(data.order.attendees).toHaveLength(2);
    expect(data.order.attendees[0]).toMatchObject({ ticketTypeName: "Standard", voidedAt: null, refundAmount: 2500 });
    expect(data.order.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      "reserved",
      "awaiting_payment",
      "paid",
      "completed",
      "refund",
    ]);
    expect((await detail(host.headers, orders.cem.id)).data.order.refundable).toBe(0);
  });

  it("hides another account's order and refuses staff", async () => {
    const { orders, stranger } = await fixture();
    expect((await detail(stranger.headers, orders.ana.id)).status).toBe(404);
    const team = await vendorWithPaidOrder();
    expect((await detail(team.staff.headers, team.order.id)).status).toBe(403);
    expect((await detail(team.owner.headers, team.order.id)).status).toBe(200);
  });
});
