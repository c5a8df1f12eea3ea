import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { POST as checkout } from "@/app/api/public/orders/[id]/checkout/route";
import { POST as cancel } from "@/app/api/public/orders/[id]/cancel/route";
import { placeOrderSchema } from "@/lib/events/schema";
import { ApiError } from "@/lib/api/errors";
import { getPublicEventView } from "@/lib/orders/availability";
import { placeOrder } from "@/lib/orders/reserve";
import { seedUser } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { startFakeStripe, type FakeStripe } from "@/tests/helpers/fake-stripe";
import { callRoute } from "@/tests/helpers/route";

// The buyer's side of an order at the guards the other order tests pass by: checking out an order
// whose event stopped selling or whose payment is not offline, two clicks at once, Stripe failing,
// a promo discount sent to Stripe, and the sold-out and cancelled answers in their exact words.

type Reserved = { orderId: string; token: string; eventId: string; buyerEmail: string };

async function reserved({
  paymentMethod = "offline",
  promoCode,
}: { paymentMethod?: "offline" | "stripe"; promoCode?: string } = {}): Promise<Reserved> {
  const host = await seedUser(db);
  const event = await seedPublishedEvent(host.id, {
    paymentMethod,
    ticketTypes: [{ name: "General", kind: "paid", price: 2000, quantity: 10 }],
  });
  if (promoCode) {
    await db.promoCode.create({ data: { eventId: event.id, code: promoCode, discountType: "fixed", amount: 500 } });
  }
  const buyerEmail = `${randomUUID()}@example.org`;
  const placed = placeOrder(
    event.slug,
    placeOrderSchema.parse({
      items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }],
      buyer: { name: "Bianca Buyer", email: buyerEmail },
      promoCode,
    }),
  );
  return { orderId: placed.order.id, token: placed.accessToken, eventId: event.id, buyerEmail };
}

const post = (handler: typeof checkout, orderId: string, token: string) =>
  callRoute(handler, {
    method: "POST",
    url: `/api/public/orders/${orderId}/x`,
    json: { token },
    params: { id: orderId },
  });

const BUYER = { name: "Bianca Buyer", email: "bianca@example.org" };

const errorOf = (answer: { status: number; data: { error: { code: string; message: string } } }) => ({
  status: answer.status,
  code: answer.data.error.code,
  message: answer.data.error.message,
});

describe("checking out an order", () => {
  it("refuses a reservation whose event no longer sells tickets, and keeps it reserved", async () => {
    const { orderId, token, eventId } = await reserved();
    await db.event.update({ where: { id: eventId }, data: { status: "cancelled" } });
    expect(errorOf(await post(checkout, orderId, token))).toEqual({
      status: 409,
      code: "event_unavailable",
      message: "This event no longer sells tickets.",
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("reserved");
  });

  it("refuses an order awaiting a payment that is not offline", async () => {
    const { orderId, token } = await reserved({ paymentMethod: "stripe" });
    await db.order.update({ where: { id: orderId }, data: { status: "awaiting_payment", reservedUntil: null } });
    expect(errorOf(await post(checkout, orderId, token))).toEqual({
      status: 409,
      code: "order_closed",
      message: "This order can no longer be paid here.",
    });
  });

  it.each([
    ["completed", "already_completed", "This order is already complete."],
    ["partially_refunded", "already_completed", "This order is already complete."],
    ["cancelled", "order_closed", "This order was cancelled or refunded."],
    ["refunded", "order_closed", "This order was cancelled or refunded."],
    ["expired", "reservation_expired", "The reservation expired; the tickets were released."],
  ])("refuses a %s order with 409 %s", async (status, code, message) => {
    const { orderId, token } = await reserved();
    await db.order.update({ where: { id: orderId }, data: { status } });
    expect(errorOf(await post(checkout, orderId, token))).toEqual({ status: 409, code, message });
  });

  it("answers two offline confirmations at once alike, and mails the buyer once", async () => {
    const { orderId, token, buyerEmail } = await reserved();
    const answers = await Promise.all([post(checkout, orderId, token), post(checkout, orderId, token)]);
    expect(answers.map((answer) => [answer.status, answer.data.order.status])).toEqual([
      [200, "awaiting_payment"],
      [200, "awaiting_payment"],
    ]);
    expect(answers[1].data).toEqual(answers[0].data);
    expect(await db.outboxMail.count({ where: { to: buyerEmail } })).toBe(1);
  });
});

describe("checking out with Stripe", () => {
  let fake: FakeStripe;
  const saved = { key: process.env.STRIPE_SECRET_KEY, base: process.env.STRIPE_API_BASE };

  beforeAll(async () => {
    fake = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = fake.url;
  });
  afterAll(async () => {
    await fake.close();
    for (const [name, value] of [
      ["STRIPE_SECRET_KEY", saved.key],
      ["STRIPE_API_BASE", saved.base],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("answers 502 payment_provider_error when Stripe refuses, and keeps the order reserved without a session", async () => {
    const { orderId, token } = await reserved({ paymentMethod: "stripe" });
    fake.failNext("/v1/checkout/sessions", 400);
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(errorOf(await post(checkout, orderId, token))).toEqual({
        status: 502,
        code: "payment_provider_error",
        message: "The payment provider did not answer; please try again.",
      });
      expect(spy).toHaveBeenCalledWith(`Stripe checkout for order ${orderId} failed`, expect.anything());
    } finally {
      spy.mockRestore();
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "reserved",
      stripeCheckoutSessionId: null,
    });
  });

  it("names the order in the payment's metadata, asks for no coupon without a discount, and keeps the session 30 minutes", async () => {
    const { orderId, token } = await reserved({ paymentMethod: "stripe" });
    const before = Date.now();
    const coupons = fake.requests.filter((request) => request.path === "/v1/coupons").length;
    expect((await post(checkout, orderId, token)).status).toBe(200);
    const form = fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!.form;
    expect(form.get("payment_intent_data[metadata][orderId]")).toBe(orderId);
    expect(form.has("discounts[0][coupon]")).toBe(false);
    expect(fake.requests.filter((request) => request.path === "/v1/coupons")).toHaveLength(coupons);
    // Stripe's minimum of 30 minutes (and the clocks' slack), in seconds.
    const expiresAt = Number(form.get("expires_at")) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 33 * 60_000);
  });

  it("reuses only an open session: after it expired, paying again makes a new one", async () => {
    const { orderId, token } = await reserved({ paymentMethod: "stripe" });
    const first = (await post(checkout, orderId, token)).data.checkoutUrl as string;
    const { stripeCheckoutSessionId } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(first).toContain(stripeCheckoutSessionId);
    await fetch(`${fake.url}/v1/checkout/sessions/${stripeCheckoutSessionId}/expire`, { method: "POST" });
    const second = (await post(checkout, orderId, token)).data.checkoutUrl as string;
    expect(second).not.toBe(first);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).stripeCheckoutSessionId).not.toBe(
      stripeCheckoutSessionId,
    );
  });

  it("sends a promo discount as a one-off coupon of the discount, named after the code", async () => {
    const { orderId, token } = await reserved({ paymentMethod: "stripe", promoCode: "FRIEND" });
    expect((await post(checkout, orderId, token)).status).toBe(200);

    const coupon = fake.requests.filter((request) => request.path === "/v1/coupons").at(-1)!;
    expect(Object.fromEntries(coupon.form)).toEqual({
      amount_off: "1000",
      currency: "eur",
      duration: "once",
      max_redemptions: "1",
      name: "FRIEND",
      "metadata[orderId]": orderId,
    });
    const session = fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(session.form.get("discounts[0][coupon]")).toMatch(/^co_fake_/);
  });
});

describe("cancelling a reservation", () => {
  it("answers two cancellations at once both as cancelled", async () => {
    const { orderId, token } = await reserved();
    const answers = await Promise.all([post(cancel, orderId, token), post(cancel, orderId, token)]);
    expect(answers.map((answer) => [answer.status, answer.data.order.status])).toEqual([
      [200, "cancelled"],
      [200, "cancelled"],
    ]);
  });

  it("answers an order that expired or was cancelled already with its status", async () => {
    const { orderId, token } = await reserved();
    await db.order.update({ where: { id: orderId }, data: { status: "expired" } });
    const answer = await post(cancel, orderId, token);
    expect([answer.status, answer.data.order.status]).toEqual([200, "expired"]);
  });

  it("refuses an order that is no longer a reservation, in so many words", async () => {
    const { orderId, token } = await reserved();
    expect((await post(checkout, orderId, token)).status).toBe(200);
    expect(errorOf(await post(cancel, orderId, token))).toEqual({
      status: 409,
      code: "order_closed",
      message: "Only a reserved order can be cancelled here.",
    });
  });
});

describe("what is left", () => {
  it("names how many tickets of a type are left when fewer than asked", async () => {
    const host = await seedUser(db);
    const event = await seedPublishedEvent(host.id, { ticketTypes: [{ name: "Balcony", quantity: 3 }] });
    const items = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 4 }];
    let refusal: unknown;
    try {
      placeOrder(event.slug, placeOrderSchema.parse({ items, buyer: { name: "A", email: "a@example.org" } }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).issues).toEqual([
      { path: ["items", 0, "quantity"], code: "sold_out", message: "Only 3 left of Balcony." },
    ]);
  });

  it("shows a cancelled event to a visitor of its link only when asked to", async () => {
    const host = await seedUser(db);
    const event = await seedPublishedEvent(host.id, { status: "cancelled" });
    expect(await getPublicEventView(event.slug)).toBeNull();
    const view = await getPublicEventView(event.slug, { includeCancelled: true });
    expect(view?.event).toMatchObject({ slug: event.slug, status: "cancelled" });
    expect(view?.ticketTypes.every((ticketType) => !ticketType.onSale)).toBe(true);
    const draft = await seedPublishedEvent(host.id, { status: "draft" });
    expect(await getPublicEventView(draft.slug, { includeCancelled: true })).toBeNull();
    const published = await seedPublishedEvent(host.id);
    expect((await getPublicEventView(published.slug, { includeCancelled: true }))?.event.status).toBe("published");
  });

  it("tells visitors the event has ended from the instant it ends, and sells nothing then", async () => {
    const host = await seedUser(db);
    const event = await seedPublishedEvent(host.id);
    const { endsAt } = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    const before = await getPublicEventView(event.slug, { now: new Date(endsAt.getTime() - 1) });
    expect([before?.event.ended, before?.ticketTypes[0].onSale]).toEqual([false, true]);
    const atEnd = await getPublicEventView(event.slug, { now: endsAt });
    expect([atEnd?.event.ended, atEnd?.ticketTypes[0].onSale]).toEqual([true, false]);
  });

  it("is sold out only when every ticket type is, and never for an event without tickets", async () => {
    const host = await seedUser(db);
    const event = await seedPublishedEvent(host.id, {
      ticketTypes: [
        { name: "Floor", quantity: 1, maxPerOrder: 1 },
        { name: "Balcony", quantity: 1, maxPerOrder: 1 },
      ],
    });
    await db.ticketType.update({ where: { id: event.ticketTypes[1].id }, data: { description: "Upstairs, seated." } });
    const order = (ticketTypeId: string) =>
      placeOrder(event.slug, placeOrderSchema.parse({ items: [{ ticketTypeId, quantity: 1 }], buyer: BUYER }));
    order(event.ticketTypes[0].id);
    const half = await getPublicEventView(event.slug);
    expect(half?.event.soldOut).toBe(false);
    expect(half?.ticketTypes.map((ticketType) => [ticketType.available, ticketType.description])).toEqual([
      [0, ""],
      [1, "Upstairs, seated."],
    ]);
    order(event.ticketTypes[1].id);
    expect((await getPublicEventView(event.slug))?.event.soldOut).toBe(true);

    const empty = await seedPublishedEvent(host.id, { ticketTypes: [] });
    expect((await getPublicEventView(empty.slug))?.event.soldOut).toBe(false);
  });
});
