import { POST as postOrder } from "@/app/api/public/events/[slug]/orders/route";
import { db } from "@/lib/db";
import type { PlaceOrderInput } from "@/lib/events/schema";
import { hashClientIp } from "@/lib/orders/order-limits";
import { seedUser } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// Issue 14, "abuse of the public checkout": anonymous orders hold tickets, so one address may hold
// at most ORDERS_MAX_UNPAID_PER_IP unpaid orders, one buyer email ORDERS_MAX_UNPAID_PER_EMAIL, and
// one address may place ORDERS_MAX_PER_IP_HOUR orders an hour; beyond, 429 too_many_orders.

let addressCount = 0;
/** A fresh client address per test, so the address's counts start at zero. */
const newAddress = () => `203.0.113.${++addressCount}`;

async function paidEvent() {
  const { id } = await seedUser(db);
  return seedPublishedEvent(id, { ticketTypes: [{ kind: "paid", price: 1000, quantity: 1000 }] });
}

type Seeded = Awaited<ReturnType<typeof paidEvent>>;

function order(event: Seeded, ip: string, email = `buyer-${crypto.randomUUID()}@example.org`) {
  const json: PlaceOrderInput = {
    items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }],
    buyer: { name: "Buyer", email },
  };
  return callRoute(postOrder, {
    method: "POST",
    json,
    params: { slug: event.slug },
    headers: { "x-forwarded-for": ip },
  });
}

afterEach(() => {
  delete process.env.ORDERS_MAX_UNPAID_PER_IP;
  delete process.env.ORDERS_MAX_PER_IP_HOUR;
  delete process.env.ORDERS_MAX_UNPAID_PER_EMAIL;
});

describe("anonymous order limits", () => {
  it("answers the 11th unpaid order from one address 429 too_many_orders with Retry-After; another address still orders", async () => {
    const event = await paidEvent();
    const ip = newAddress();
    for (let index = 0; index < 10; index++) expect((await order(event, ip)).status).toBe(201);

    const refused = await order(event, ip);
    expect(refused.status).toBe(429);
    expect(refused.data.error).toMatchObject({ code: "too_many_orders", message: expect.any(String) });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    // The earliest reservation lapses within the event's reservation time (15 minutes), and
    // not before the few seconds this test took.
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await order(event, newAddress())).status).toBe(201);
    // Every new order keeps the hash of its address, never the address itself.
    expect(await db.order.count({ where: { eventId: event.id, clientIpHash: hashClientIp(ip) } })).toBe(10);
    expect(await db.order.count({ where: { eventId: event.id, clientIpHash: ip } })).toBe(0);
  });

  it("answers the 6th unpaid order for one buyer email 429, from any address", async () => {
    const event = await paidEvent();
    const email = `one-${crypto.randomUUID()}@example.org`;
    for (let index = 0; index < 5; index++) expect((await order(event, newAddress(), email)).status).toBe(201);
    const refused = await order(event, newAddress(), email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.data.error.code).toBe("too_many_orders");
    expect(refused.headers.get("Retry-After")).toBeTruthy();
  });

  it("takes the per-email limit from ORDERS_MAX_UNPAID_PER_EMAIL", async () => {
    process.env.ORDERS_MAX_UNPAID_PER_EMAIL = "2";
    const event = await paidEvent();
    const email = `two-${crypto.randomUUID()}@example.org`;
    for (let index = 0; index < 2; index++) expect((await order(event, newAddress(), email)).status).toBe(201);
    expect((await order(event, newAddress(), email)).status).toBe(429);
  });

  it("does not count completed (free) orders as unpaid", async () => {
    const { id } = await seedUser(db);
    const event = await seedPublishedEvent(id, { ticketTypes: [{ kind: "free", quantity: 1000 }] });
    const ip = newAddress();
    for (let index = 0; index < 12; index++) {
      const placed = await order(event, ip);
      expect(placed.status).toBe(201);
      expect(placed.data.order.status).toBe("completed");
    }
  });

  it("expired reservations no longer count", async () => {
    const event = await paidEvent();
    const ip = newAddress();
    for (let index = 0; index < 10; index++) expect((await order(event, ip)).status).toBe(201);
    await db.order.updateMany({ where: { eventId: event.id }, data: { reservedUntil: new Date(Date.now() - 1000) } });
    expect((await order(event, ip)).status).toBe(201);
  });

  it("limits one address to ORDERS_MAX_PER_IP_HOUR orders an hour", async () => {
    process.env.ORDERS_MAX_PER_IP_HOUR = "3";
    const { id } = await seedUser(db);
    const event = await seedPublishedEvent(id, { ticketTypes: [{ kind: "free", quantity: 1000 }] });
    const ip = newAddress();
    for (let index = 0; index < 3; index++) expect((await order(event, ip)).status).toBe(201);
    const refused = await order(event, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
  });

  it("places every order with RATE_LIMITS=off", async () => {
    process.env.RATE_LIMITS = "off";
    const event = await paidEvent();
    const ip = newAddress();
    const email = `off-${crypto.randomUUID()}@example.org`;
    for (let index = 0; index < 12; index++) expect((await order(event, ip, email)).status).toBe(201);
  });

  it("lets exactly 10 of a concurrent burst of 20 orders from one address through", async () => {
    const event = await paidEvent();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(event, ip)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect(await db.order.count({ where: { eventId: event.id } })).toBe(10);
  });
});
