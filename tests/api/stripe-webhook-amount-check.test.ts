import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { placeOrder } from "@/lib/orders/reserve";
import { withFakeStripe } from "@/tests/helpers/fake-stripe";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";

// Finding (issue #14, Data): "The Stripe webhook also checks that the paid amount and currency
// equal the order's; a mismatch is recorded and not completed."

const SECRET = "whsec_test_secret_for_amount_check";
withFakeStripe(SECRET);

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${++counter}`;

async function stripeOrder() {
  const host = await seedUser(db);
  const event = await db.event.create({
    data: {
      accountKey: `user:${host.id}`,
      userId: host.id,
      slug: nextId("amount-check").toLowerCase().replace(/_/g, "-"),
      title: "Amount Check",
      timezone: "Europe/Istanbul",
      startsAt: new Date(Date.now() + 10 * 86_400_000),
      endsAt: new Date(Date.now() + 10 * 86_400_000 + 7_200_000),
      status: "published",
      currency: "USD",
      paymentMethod: "stripe",
    },
  });
  const ticketType = await db.ticketType.create({
    data: { eventId: event.id, name: "Standing", kind: "paid", price: 3000, quantity: 10 },
  });
  const placed = placeOrder(event.slug, {
    items: [{ ticketTypeId: ticketType.id, quantity: 2 }],
    buyer: { name: "Pat Payer", email: uniqueEmail("amount") },
  });
  const sessionId = nextId("cs_test");
  await db.order.update({ where: { id: placed.order.id }, data: { stripeCheckoutSessionId: sessionId } });
  return { orderId: placed.order.id, sessionId, total: placed.order.total };
}

function paidEvent(orderId: string, sessionId: string, amount: number, currency: string) {
  return JSON.stringify({
    id: nextId("evt"),
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: amount,
        currency,
        client_reference_id: orderId,
        metadata: { orderId, locale: "en" },
        payment_intent: nextId("pi"),
      },
    },
  });
}

function deliver(payload: string) {
  return callRoute(webhook, {
    method: "POST",
    url: "/api/payments/stripe/webhook",
    rawBody: payload,
    headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
}

describe("the Stripe webhook checks that the paid amount and currency equal the order's", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it.each([
    ["a smaller amount", (total: number) => total - 1, "usd"],
    ["a larger amount", (total: number) => total + 100, "usd"],
    ["another currency", (total: number) => total, "eur"],
  ])("records a payment of %s, answers 200 and leaves the order uncompleted", async (_label, amountOf, currency) => {
    const { orderId, sessionId, total } = await stripeOrder();
    const before = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const payload = paidEvent(orderId, sessionId, amountOf(total), currency);

    const { status, data } = await deliver(payload);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });

    expect(await db.stripeWebhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(1);
    const after = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(after).toEqual(before);
    expect(await db.attendee.count({ where: { orderId } })).toBe(0);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`does not match order ${orderId}`));

    // A redelivery is a duplicate: still nothing completed.
    expect((await deliver(payload)).data).toEqual({ received: true, duplicate: true });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(before.status);
  });

  it("completes a payment of the order's amount whatever the currency's letter case", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    const { status } = await deliver(paidEvent(orderId, sessionId, total, "usd"));
    expect(status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("completed");
    expect(errors).not.toHaveBeenCalled();
  });
});
