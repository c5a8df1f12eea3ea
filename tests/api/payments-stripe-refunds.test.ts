import Stripe from "stripe";
import { db } from "@/lib/db";
import * as refundsRoute from "@/app/api/orders/[orderId]/refunds/route";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { withFakeStripe } from "@/tests/helpers/fake-stripe";
import { signedInUser } from "@/tests/helpers/auth";
import { insertPaidOrder, paidEvent } from "@/tests/helpers/payments";
import { callRoute } from "@/tests/helpers/route";

const SECRET = "whsec_refund_tests";
const fake = withFakeStripe(SECRET);

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${++counter}`;

async function stripeOrder(standard = 2) {
  const { user, headers } = await signedInUser();
  const event = await paidEvent(user.id);
  const paymentIntentId = nextId("pi");
  const order = await insertPaidOrder(event, { standard, provider: "stripe", paymentIntentId });
  return { headers, event, order, paymentIntentId };
}

function refund(headers: Record<string, string>, orderId: string, json: unknown = {}) {
  return callRoute(refundsRoute.POST, { method: "POST", url: "/", json, headers, params: { orderId } });
}

/** A signed charge.refunded delivery: Stripe says `amountRefunded` of the charge is refunded in all. */
function deliverChargeRefunded(
  paymentIntentId: string,
  amountRefunded: number,
  refundId: string,
  eventId = nextId("evt"),
) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: nextId("ch"),
        object: "charge",
        payment_intent: paymentIntentId,
        amount_refunded: amountRefunded,
        refunds: {
          object: "list",
          data: [{ id: refundId, object: "refund", amount: amountRefunded, metadata: {}, reason: null }],
        },
      },
    },
  });
  return callRoute(webhook, {
    method: "POST",
    url: "/api/payments/stripe/webhook",
    rawBody: payload,
    headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
}

describe("refunds of card payments", () => {
  it("refunds through the Stripe API with an idempotency key and records Stripe's refund id", async () => {
    const { headers, order, paymentIntentId } = await stripeOrder();
    const { status, data } = await refund(headers, order.id, { amount: 1000 });
    expect(status).toBe(201);
    expect(data.refund).toMatchObject({ amount: 1000, provider: "stripe" });

    const call = fake().requests.find(
      (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === paymentIntentId,
    );
    expect(call?.form.get("amount")).toBe("1000");
    expect(call?.form.get("metadata[refundId]")).toBe(data.refund.id);
    expect(call?.idempotencyKey).toBe(`hostdeck-refund-${data.refund.id}`);
    const stored = await db.refund.findUniqueOrThrow({ where: { id: data.refund.id } });
    expect(stored.stripeRefundId).toMatch(/^re_fake_/);
    expect(
      await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedAmount: true } }),
    ).toEqual({
      status: "partially_refunded",
      refundedAmount: 1000,
    });
  });

  it("changes nothing when Stripe refuses the refund (502)", async () => {
    const { headers, order } = await stripeOrder();
    fake().failNext("/v1/refunds", 400);
    const { status, data } = await refund(headers, order.id, {
      attendeeIds: [order.attendees[0].id],
      releaseTickets: true,
    });
    expect(status).toBe(502);
    expect(data.error.code).toBe("refund_failed");
    expect(
      await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedAmount: true } }),
    ).toEqual({
      status: "completed",
      refundedAmount: 0,
    });
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
    expect(await db.attendee.count({ where: { orderId: order.id, voidedAt: { not: null } } })).toBe(0);
    expect(
      await db.orderItem.findMany({ where: { orderId: order.id }, select: { quantity: true, releasedQuantity: true } }),
    ).toEqual([{ quantity: 2, releasedQuantity: 0 }]);
  });
});

describe("charge.refunded from Stripe's dashboard", () => {
  it("records a refund made in Stripe once, however often the event is delivered", async () => {
    const { order, paymentIntentId } = await stripeOrder();
    const eventId = nextId("evt");
    const first = await deliverChargeRefunded(paymentIntentId, 1500, "re_dashboard_1", eventId);
    expect(first.data).toEqual({ received: true });
    expect((await deliverChargeRefunded(paymentIntentId, 1500, "re_dashboard_1", eventId)).data).toEqual({
      received: true,
      duplicate: true,
    });
    // The same refund under another event id (Stripe sends charge.refund.updated and the like) is still one.
    await deliverChargeRefunded(paymentIntentId, 1500, "re_dashboard_1");

    expect(
      await db.refund.findMany({
        where: { orderId: order.id },
        select: { amount: true, provider: true, stripeRefundId: true, createdById: true },
      }),
    ).toEqual([{ amount: 1500, provider: "stripe", stripeRefundId: "re_dashboard_1", createdById: null }]);
    expect(
      await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedAmount: true } }),
    ).toEqual({
      status: "partially_refunded",
      refundedAmount: 1500,
    });
    expect(await db.outboxMail.count({ where: { to: order.buyerEmail } })).toBe(1);
  });

  it("does not count twice a refund made from the payments screen when its charge.refunded arrives", async () => {
    const { headers, order, paymentIntentId } = await stripeOrder();
    const made = await refund(headers, order.id);
    expect(made.data.order.status).toBe("refunded");
    const { stripeRefundId } = await db.refund.findUniqueOrThrow({ where: { id: made.data.refund.id } });
    await deliverChargeRefunded(paymentIntentId, 5000, stripeRefundId!);
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).refundedAmount).toBe(5000);
  });

  it("voids every ticket when Stripe refunded the whole charge", async () => {
    const { order, paymentIntentId } = await stripeOrder(3);
    await deliverChargeRefunded(paymentIntentId, 7500, nextId("re"));
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("refunded");
    expect(await db.attendee.count({ where: { orderId: order.id, voidedAt: null } })).toBe(0);
  });
});
