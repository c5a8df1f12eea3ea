import "server-only";
import type Stripe from "stripe";
import { ApiError, invalidRequest, toApiIssues } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import { immediateWrite } from "@/lib/db-busy";
import { isUniqueViolation } from "@/lib/db-errors";
import { completeOrder } from "@/lib/orders/complete";
import { sendOrderEmails, sendRefundEmail } from "@/lib/orders/notifications";
import { claimInside } from "@/lib/payments/refund-writes";
import { holdTicketsForPayment } from "@/lib/payments/rehold";
import { stripeEventSchema } from "@/lib/payments/schema";
import { constructStripeEvent, getStripe, getStripeWebhookSecret } from "@/lib/payments/stripe";

export type WebhookAnswer = { received: true; duplicate?: true };

/** Thrown inside a transaction when the event id is already recorded; the transaction rolls back. */
class DuplicateEvent extends Error {}

/**
 * POST /api/payments/stripe/webhook. Verifies the signature over the raw body (400 when it does
 * not match), then handles each Stripe event id once: the StripeWebhookEvent row is inserted in
 * the same transaction as the event's effect, so a redelivery — even a concurrent one — finds it
 * and changes nothing. An event whose effect failed is not recorded, so Stripe's retry runs it again.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  const secret = getStripeWebhookSecret();
  if (!secret) throw new ApiError(503, "payments_unavailable", "The Stripe webhook is not configured.");
  if (!signature) throw new ApiError(400, "invalid_signature", "The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = constructStripeEvent(rawBody, signature, secret);
  } catch {
    throw new ApiError(400, "invalid_signature", "The webhook signature does not match.");
  }
  const envelope = stripeEventSchema.safeParse(event);
  if (!envelope.success) throw invalidRequest("The webhook body is not a Stripe event.", toApiIssues(envelope.error));

  if (await isRecorded(event.id)) return { received: true, duplicate: true };
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return await onSessionPaid(event, event.data.object, now);
      case "checkout.session.expired":
        return await onSessionExpired(event, event.data.object, now);
      case "charge.refunded":
        return await onChargeRefunded(event, event.data.object, now);
      default:
        // Everything else is acknowledged (and remembered) so Stripe stops sending it.
        return await recordOnly(event);
    }
  } catch (error) {
    if (error instanceof DuplicateEvent) return { received: true, duplicate: true };
    throw error;
  }
}

async function isRecorded(eventId: string): Promise<boolean> {
  return (await db.stripeWebhookEvent.findUnique({ where: { id: eventId }, select: { id: true } })) !== null;
}

/** Records the event id inside `tx`; a unique violation means another delivery got there first. */
async function recordEvent(tx: Tx, event: Stripe.Event, now: Date): Promise<void> {
  try {
    await tx.stripeWebhookEvent.create({ data: { id: event.id, type: event.type, processedAt: now } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEvent();
    throw error;
  }
}

async function recordOnly(event: Stripe.Event): Promise<WebhookAnswer> {
  await db.$transaction((tx) => recordEvent(tx, event, new Date()));
  return { received: true };
}

function sessionOrderId(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.orderId || session.client_reference_id || null;
}

async function findSessionOrder(session: Stripe.Checkout.Session) {
  const select = { id: true, status: true, total: true, currency: true, stripePaymentIntentId: true } as const;
  const orderId = sessionOrderId(session);
  const byId = orderId ? await db.order.findUnique({ where: { id: orderId }, select }) : null;
  return byId ?? (await db.order.findUnique({ where: { stripeCheckoutSessionId: session.id }, select }));
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === "string" ? intent : intent.id;
}

/** The statuses a payment may complete (see holdTicketsForPayment). */
const PAYABLE_STATUSES = new Set(["reserved", "expired", "awaiting_payment"]);

/** The session paid exactly the order's total, in its currency (Stripe writes currencies in lower case). */
function paymentMatches(session: Stripe.Checkout.Session, order: { total: number; currency: string }): boolean {
  return session.amount_total === order.total && session.currency?.toLowerCase() === order.currency.toLowerCase();
}

/**
 * A paid Checkout Session. Honoured when the order can still hold its tickets (see
 * holdTicketsForPayment): completed with its attendees. Otherwise the money goes back — a payment
 * that arrived after its reservation expired and the tickets were sold, or for an order that was
 * cancelled or whose event was — and the order says `refunded`, so the payment is never lost.
 */
async function onSessionPaid(event: Stripe.Event, session: Stripe.Checkout.Session, now: Date): Promise<WebhookAnswer> {
  // `completed` with an unpaid session is a delayed payment method; its money comes with
  // `async_payment_succeeded` (or never). Until then there is nothing to do.
  if (session.payment_status === "unpaid") return recordOnly(event);

  const intentId = paymentIntentId(session);
  const amount = session.amount_total ?? 0;
  const order = await findSessionOrder(session);
  const locale = session.metadata?.locale;

  if (
    order &&
    order.stripePaymentIntentId === intentId &&
    ["completed", "partially_refunded", "refunded"].includes(order.status)
  ) {
    return recordOnly(event); // this very payment was handled already (e.g. under another event id)
  }

  // A payment that does not match the order (another amount or currency) never completes it: the
  // event is recorded (Stripe stops retrying), the order stays as it was, and the log says why —
  // the money is left for the host to settle (refund or complete by hand) in Stripe's dashboard.
  if (order && PAYABLE_STATUSES.has(order.status) && !paymentMatches(session, order)) {
    console.error(
      `Stripe event ${event.id}: the payment (${session.amount_total ?? "no amount"} ${session.currency ?? "no currency"}, intent ${intentId ?? "none"}) does not match order ${order.id} (${order.total} ${order.currency}); the order was not completed.`,
    );
    return recordOnly(event);
  }

  const hold =
    order && order.status !== "completed" && order.status !== "partially_refunded"
      ? await immediateWrite(() => holdTicketsForPayment(order.id, now))
      : null;
  if (order && hold === "held") {
    await db.$transaction(async (tx) => {
      await recordEvent(tx, event, now);
      await completeOrder(tx, order.id, { paidAt: now, now });
      await tx.order.update({
        where: { id: order.id },
        data: { stripePaymentIntentId: intentId, stripeCheckoutSessionId: session.id, paymentProvider: "stripe" },
      });
    });
    await sendOrderEmails(order.id, { locale });
    return { received: true };
  }

  // Cannot be honoured: refund first, then record. If the refund call fails, nothing is recorded
  // and the 500 makes Stripe deliver the event again later; the idempotency key keeps a retried
  // refund from being made twice.
  if (!intentId) {
    console.error(
      `Stripe event ${event.id}: a paid session without a payment intent (order ${order?.id ?? "unknown"}).`,
    );
    return recordOnly(event);
  }
  // A concurrent delivery of this event may have completed the order since we looked: then
  // this payment is that order's, not one to refund.
  const fresh = order
    ? await db.order.findUnique({ where: { id: order.id }, select: { status: true, stripePaymentIntentId: true } })
    : null;
  if (await isRecorded(event.id)) return { received: true, duplicate: true };
  if (
    fresh &&
    fresh.stripePaymentIntentId === intentId &&
    fresh.status !== "expired" &&
    fresh.status !== "reserved" &&
    fresh.status !== "cancelled"
  ) {
    return recordOnly(event);
  }
  const stripe = getStripe();
  if (!stripe)
    throw new ApiError(503, "payments_unavailable", "A payment must be refunded, but STRIPE_SECRET_KEY is not set.");
  if (order && !order.stripePaymentIntentId) {
    // Visible to the host even while the refund is still being retried.
    await db.order
      .update({ where: { id: order.id }, data: { stripePaymentIntentId: intentId } })
      .catch(() => undefined);
  }
  let stripeRefundId: string;
  try {
    ({ id: stripeRefundId } = await stripe.refunds.create(
      {
        payment_intent: intentId,
        reason: "requested_by_customer",
        metadata: { orderId: order?.id ?? "", cause: hold ?? "no_order" },
      },
      { idempotencyKey: `hostdeck-refund-${intentId}` },
    ));
  } catch (error) {
    console.error(
      `Stripe event ${event.id}: refunding ${intentId} (order ${order?.id ?? "unknown"}) failed; Stripe will deliver the event again.`,
      error,
    );
    throw new ApiError(500, "refund_failed", "The refund could not be made yet; deliver the event again.");
  }

  const isDoublePayment = fresh?.status === "completed" || fresh?.status === "partially_refunded";
  await db.$transaction(async (tx) => {
    await recordEvent(tx, event, now);
    if (!order || isDoublePayment) return; // the order keeps its own, earlier payment
    await tx.order.update({
      where: { id: order.id },
      data: {
        status: "refunded",
        refundedAmount: amount || order.total,
        stripePaymentIntentId: intentId,
        stripeCheckoutSessionId: session.id,
        paidAt: now,
        reservedUntil: null,
      },
    });
    // The money went back at once: the order's refund, as the payments screen lists refunds.
    await tx.refund.create({
      data: { orderId: order.id, amount: amount || order.total, provider: "stripe", stripeRefundId, createdAt: now },
    });
  });
  if (!order) console.warn(`Stripe event ${event.id}: refunded a payment for an unknown order.`);
  else if (isDoublePayment)
    console.warn(`Stripe event ${event.id}: refunded a second payment for completed order ${order.id}.`);
  else await sendOrderEmails(order.id, { locale });
  return { received: true };
}

/** The Checkout Session timed out unpaid: a reservation still waiting on it is over. */
async function onSessionExpired(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<WebhookAnswer> {
  const orderId = sessionOrderId(session);
  await db.$transaction(async (tx) => {
    await recordEvent(tx, event, now);
    if (!orderId) return;
    // Only if this is still the order's session: a newer one may be open.
    await tx.order.updateMany({
      where: { id: orderId, status: "reserved", stripeCheckoutSessionId: session.id },
      data: { status: "expired" },
    });
  });
  return { received: true };
}

/**
 * A refund made in Stripe's own dashboard. Stripe says how much of the charge is refunded in all;
 * what our order has not recorded yet is the new refund (refunds made from the payments screen are
 * recorded before Stripe is asked, so they never show up as missing). Recorded once: the event id
 * and Stripe's refund id are both unique.
 */
async function onChargeRefunded(event: Stripe.Event, charge: Stripe.Charge, now: Date): Promise<WebhookAnswer> {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const order = intentId
    ? await db.order.findFirst({
        where: { stripePaymentIntentId: intentId, status: { in: ["completed", "partially_refunded"] } },
        select: {
          id: true,
          total: true,
          refundedAmount: true,
          attendees: { where: { voidedAt: null }, select: { id: true } },
        },
      })
    : null;
  const missing = order ? Math.min(charge.amount_refunded, order.total) - order.refundedAmount : 0;
  if (!order || missing <= 0) return recordOnly(event);

  const known = await db.refund.findMany({
    where: { orderId: order.id, stripeRefundId: { not: null } },
    select: { stripeRefundId: true },
  });
  const knownIds = new Set(known.map((refund) => refund.stripeRefundId));
  const stripeRefund = charge.refunds?.data.find((refund) => !knownIds.has(refund.id) && !refund.metadata?.refundId);
  const isFull = order.refundedAmount + missing >= order.total;
  const refund = await db.$transaction(async (tx) => {
    await recordEvent(tx, event, now);
    return claimInside(tx, {
      orderId: order.id,
      amount: missing,
      attendeeIds: isFull ? order.attendees.map((attendee) => attendee.id) : [],
      provider: "stripe",
      reason: stripeRefund?.reason ?? null,
      actorId: null,
      stripeRefundId: stripeRefund?.id,
      now,
    });
  });
  await sendRefundEmail(order.id, refund.id);
  return { received: true };
}
