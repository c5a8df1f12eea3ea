import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { heldTickets } from "@/lib/orders/availability";
import { placeOrder } from "@/lib/orders/reserve";
import { withFakeStripe } from "@/tests/helpers/fake-stripe";
import { deliverSigned, nextId, sessionEvent, stripeOrder } from "@/tests/helpers/stripe-webhook";
import { uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";

const SECRET = "whsec_test_secret_for_hostdeck";
const fake = withFakeStripe(SECRET);

const deliver = (payload: string, signature?: string) => deliverSigned(payload, SECRET, signature);

describe("POST /api/payments/stripe/webhook", () => {
  it("completes a paid order with its attendees, mails the tickets and notifies the host", async () => {
    const { orderId, sessionId, total, buyerEmail, host } = await stripeOrder({ quantity: 2 });
    const payload = sessionEvent("checkout.session.completed", {
      orderId,
      sessionId,
      amount: total,
      paymentIntent: "pi_paid_1",
    });
    const { status, data } = await deliver(payload);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });

    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { attendees: true } });
    expect(order).toMatchObject({ status: "completed", stripePaymentIntentId: "pi_paid_1", reservedUntil: null });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.attendees).toHaveLength(2);
    expect(await db.stripeWebhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(1);

    const [mail] = await db.outboxMail.findMany({ where: { to: buyerEmail } });
    expect(mail.subject).toBe("Your tickets for Late Night Set");
    expect(JSON.parse(mail.attachments).filter((file: { cid?: string }) => file.cid)).toHaveLength(2);
    expect(await db.shellNotice.count({ where: { userId: host.id, link: { contains: orderId } } })).toBe(1);
    expect(
      fake().requests.some(
        (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === "pi_paid_1",
      ),
    ).toBe(false);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    const payload = sessionEvent("checkout.session.completed", { orderId, sessionId, amount: total });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const bad = await deliver(payload, forged);
    expect(bad.status).toBe(400);
    expect(bad.data.error.code).toBe("invalid_signature");
    const tampered = await deliver(
      payload.replace(`"amount_total":${total}`, '"amount_total":1'),
      Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    );
    expect(tampered.status).toBe(400);
    const missing = await callRoute(webhook, { method: "POST", url: "/api/payments/stripe/webhook", rawBody: payload });
    expect(missing.status).toBe(400);

    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("reserved");
    expect(await db.attendee.count({ where: { orderId } })).toBe(0);
    expect(await db.stripeWebhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(0);
  });

  it("handles a replayed event once", async () => {
    const { orderId, sessionId, total, buyerEmail } = await stripeOrder({ quantity: 3 });
    const payload = sessionEvent("checkout.session.completed", { orderId, sessionId, amount: total });
    expect((await deliver(payload)).data).toEqual({ received: true });
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(replay.data).toEqual({ received: true, duplicate: true });
    // Two deliveries at the same moment still make one effect.
    const [a, b] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([a.data.duplicate, b.data.duplicate]).toEqual([true, true]);

    expect(await db.attendee.count({ where: { orderId } })).toBe(3);
    expect(await db.outboxMail.count({ where: { to: buyerEmail } })).toBe(1);
  });

  it("honours a late payment when the tickets are still there", async () => {
    const { orderId, sessionId, total, event } = await stripeOrder({ quantity: 2, ticketQuantity: 5 });
    await db.order.update({
      where: { id: orderId },
      data: { status: "expired", reservedUntil: new Date(Date.now() - 60_000) },
    });
    const { data } = await deliver(
      sessionEvent("checkout.session.completed", { orderId, sessionId, amount: total, paymentIntent: "pi_late_ok" }),
    );
    expect(data).toEqual({ received: true });
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "completed",
      stripePaymentIntentId: "pi_late_ok",
    });
    expect(await db.attendee.count({ where: { orderId } })).toBe(2);
    expect(heldTickets(event.id).total).toBe(2);
  });

  it("refunds a late payment whose tickets were sold to someone else, and records it", async () => {
    const { orderId, sessionId, total, event, ticketType, buyerEmail, host } = await stripeOrder({
      quantity: 1,
      ticketQuantity: 1,
    });
    // The reservation runs out; another buyer takes the last ticket.
    await db.order.update({ where: { id: orderId }, data: { reservedUntil: new Date(Date.now() - 60_000) } });
    const other = placeOrder(event.slug, {
      items: [{ ticketTypeId: ticketType.id, quantity: 1 }],
      buyer: { name: "Quick Quinn", email: uniqueEmail("quick") },
    });
    expect(other.order.status).toBe("reserved");

    const payload = sessionEvent("checkout.session.completed", {
      orderId,
      sessionId,
      amount: total,
      paymentIntent: "pi_late_gone",
    });
    const { status, data } = await deliver(payload);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });

    const refunds = fake().requests.filter(
      (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === "pi_late_gone",
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0].idempotencyKey).toBe("hostdeck-refund-pi_late_gone");
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      status: "refunded",
      refundedAmount: total,
      stripePaymentIntentId: "pi_late_gone",
      completedAt: null,
    });
    expect(await db.attendee.count({ where: { eventId: event.id } })).toBe(0);
    expect(heldTickets(event.id).total).toBe(1); // still only the other buyer's ticket
    expect(
      await db.refund.findMany({ where: { orderId }, select: { amount: true, provider: true, stripeRefundId: true } }),
    ).toEqual([{ amount: total, provider: "stripe", stripeRefundId: expect.stringMatching(/^re_fake_/) }]);

    const [mail] = await db.outboxMail.findMany({ where: { to: buyerEmail } });
    expect(mail.subject).toBe("Your payment for Late Night Set was refunded");
    expect(
      await db.shellNotice.count({
        where: { userId: host.id, icon: "mat_outline:currency_exchange", link: { contains: orderId } },
      }),
    ).toBe(1);

    // A replay neither refunds again nor mails again.
    expect((await deliver(payload)).data.duplicate).toBe(true);
    expect(
      fake().requests.filter(
        (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === "pi_late_gone",
      ),
    ).toHaveLength(1);
    expect(await db.outboxMail.count({ where: { to: buyerEmail } })).toBe(1);
    expect(await db.refund.count({ where: { orderId } })).toBe(1);
  });

  it("refunds a payment for a cancelled order, and leaves the event unrecorded when the refund fails so Stripe retries", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    await db.order.update({ where: { id: orderId }, data: { status: "cancelled", cancelledAt: new Date() } });
    const payload = sessionEvent("checkout.session.completed", {
      orderId,
      sessionId,
      amount: total,
      paymentIntent: "pi_cancelled",
    });
    // Stripe's client retries twice; fail all three attempts.
    for (let attempt = 0; attempt < 3; attempt++) fake().failNext("/v1/refunds");
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await deliver(payload).finally(() => logged.mockRestore());
    expect(failed.status).toBe(500);
    expect(failed.data.error.code).toBe("refund_failed");
    expect(await db.stripeWebhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "cancelled",
      stripePaymentIntentId: "pi_cancelled",
    });

    const retried = await deliver(payload);
    expect(retried.data).toEqual({ received: true });
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "refunded",
      refundedAmount: total,
    });
  });

  it("waits for a delayed payment method, then completes on async_payment_succeeded", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    await deliver(
      sessionEvent("checkout.session.completed", {
        orderId,
        sessionId,
        amount: total,
        paymentStatus: "unpaid",
        paymentIntent: "pi_async",
      }),
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("reserved");
    await deliver(
      sessionEvent("checkout.session.async_payment_succeeded", {
        orderId,
        sessionId,
        amount: total,
        paymentIntent: "pi_async",
      }),
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("completed");
  });

  it("expires the reservation when its session expires unpaid, and acknowledges other events", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    const other = await deliver(
      sessionEvent("checkout.session.expired", { orderId, sessionId: "cs_not_this_order", amount: total }),
    );
    expect(other.status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("reserved");
    await deliver(sessionEvent("checkout.session.expired", { orderId, sessionId, amount: total }));
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");

    const payload = JSON.stringify({
      id: nextId("evt"),
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect((await deliver(payload)).data).toEqual({ received: true });
  });

  it("answers 503 while STRIPE_WEBHOOK_SECRET is not set", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const { status, data } = await deliver(JSON.stringify({ id: "evt_x", type: "customer.created" }));
      expect(status).toBe(503);
      expect(data.error.code).toBe("payments_unavailable");
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    }
  });
});
