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
  });
});
