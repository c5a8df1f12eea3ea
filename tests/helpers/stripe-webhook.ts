import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { placeOrder } from "@/lib/orders/reserve";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";

// Fixtures of the Stripe webhook's tests: a reserved order of a Stripe event with its Checkout
// Session, a signed event about that session, and its delivery to the webhook route.

let counter = 0;
export const nextId = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${++counter}`;

/** A published Stripe event with `ticketQuantity` tickets and a reserved order for `quantity` of them, with its session. */
export async function stripeOrder({
  quantity = 2,
  ticketQuantity = 10,
}: { quantity?: number; ticketQuantity?: number } = {}) {
  const host = await seedUser(db);
  const event = await db.event.create({
    data: {
      accountKey: `user:${host.id}`,
      userId: host.id,
      slug: nextId("late-night-set").toLowerCase().replace(/_/g, "-"),
      title: "Late Night Set",
      timezone: "Europe/Istanbul",
      startsAt: new Date(Date.now() + 10 * 86_400_000),
      endsAt: new Date(Date.now() + 10 * 86_400_000 + 7_200_000),
      status: "published",
      currency: "USD",
      paymentMethod: "stripe",
    },
  });
  const ticketType = await db.ticketType.create({
    data: { eventId: event.id, name: "Standing", kind: "paid", price: 3000, quantity: ticketQuantity },
  });
  const buyerEmail = uniqueEmail("payer");
  const placed = placeOrder(event.slug, {
    items: [{ ticketTypeId: ticketType.id, quantity }],
    buyer: { name: "Pat Payer", email: buyerEmail },
  });
  const sessionId = nextId("cs_test");
  await db.order.update({ where: { id: placed.order.id }, data: { stripeCheckoutSessionId: sessionId } });
  return { host, event, ticketType, buyerEmail, orderId: placed.order.id, sessionId, total: placed.order.total };
}

export function sessionEvent(
  type: string,
  {
    orderId,
    sessionId,
    amount,
    paymentIntent = nextId("pi"),
    paymentStatus = "paid",
    eventId = nextId("evt"),
    currency = "usd",
  }: {
    orderId: string;
    sessionId: string;
    amount: number;
    paymentIntent?: string;
    paymentStatus?: string;
    eventId?: string;
    currency?: string;
  },
) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: type === "checkout.session.expired" ? "expired" : "complete",
        payment_status: paymentStatus,
        amount_total: amount,
        currency,
        client_reference_id: orderId,
        metadata: { orderId, locale: "en" },
        payment_intent: paymentIntent,
      },
    },
  });
}

/** Delivers `payload` signed with `secret` (or with the `signature` given, to test bad ones). */
export function deliverSigned(
  payload: string,
  secret: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret }),
) {
  return callRoute(webhook, {
    method: "POST",
    url: "/api/payments/stripe/webhook",
    rawBody: payload,
    headers: { "stripe-signature": signature },
  });
}
