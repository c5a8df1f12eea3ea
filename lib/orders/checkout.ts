import "server-only";
import type Stripe from "stripe";
import { ApiError } from "@/lib/api/errors";
import { getAppUrl } from "@/lib/app-url";
import { db } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { isSameToken, orderNotFound } from "@/lib/orders/buyer-view";
import { expireReservations } from "@/lib/orders/expire";
import { expireOverduePayments } from "@/lib/orders/expire-payments";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { byTicketTypePosition, orderLineSelect, orderSummarySelect } from "@/lib/orders/order-fields";
import { paymentDeadline } from "@/lib/orders/payment-deadline";
import { getStripe } from "@/lib/payments/stripe";

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes from its creation. */
const STRIPE_MIN_SESSION_MS = 30 * 60_000;
/** Slack for the clocks of this server and Stripe's to disagree. */
const CLOCK_SLACK_MS = 2 * 60_000;

const checkoutSelect = {
  ...orderSummarySelect,
  accessToken: true,
  paymentProvider: true,
  reservedUntil: true,
  paymentDueAt: true,
  stripeCheckoutSessionId: true,
  promoCode: { select: { code: true } },
  items: { select: orderLineSelect },
  event: {
    select: {
      id: true,
      title: true,
      status: true,
      offlinePaymentInstructions: true,
      paymentDueDays: true,
      startsAt: true,
      endsAt: true,
    },
  },
} as const;

type CheckoutOrder = NonNullable<Awaited<ReturnType<typeof findOrderForBuyer>>>;

async function findOrderForBuyer(orderId: string, token: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: checkoutSelect });
  return order && isSameToken(token, order.accessToken) ? order : null;
}

const summary = (order: Pick<CheckoutOrder, "id" | "reference" | "total" | "currency">, status: string) => ({
  id: order.id,
  reference: order.reference,
  status,
  total: order.total,
  currency: order.currency,
});

export type OfflineCheckout = {
  order: ReturnType<typeof summary>;
  instructions: string;
  /** When the payment must have arrived (ISO); null for an order from before payment deadlines. */
  paymentDueAt: string | null;
};
export type StripeCheckout = { checkoutUrl: string };

/**
 * The buyer's next step for a reserved order (POST /api/public/orders/{id}/checkout).
 * Offline: the order becomes `awaiting_payment` — it now holds its tickets until the host marks it
 * paid or cancels it, or until its payment deadline passes (lib/orders/payment-deadline.ts; then it
 * expires, lib/orders/expire-payments.ts) — and the buyer is mailed the host's instructions and
 * the deadline. Stripe: a Checkout Session
 * for the order's lines; the verified webhook completes the order. The order's own reservation
 * stays the truth: the session may outlive it (Stripe's minimum is 30 minutes), and a payment that
 * arrives late is honoured only if the tickets are still there (lib/payments/fulfil.ts).
 * The provider is the one the order was placed with (`paymentProvider`, copied from the event then).
 */
export async function checkoutOrder(
  orderId: string,
  token: string,
  { locale, now = new Date() }: { locale?: Locale; now?: Date } = {},
): Promise<OfflineCheckout | StripeCheckout> {
  const order = await findOrderForBuyer(orderId, token);
  if (!order) throw orderNotFound();
  if (order.status === "reserved" && (!order.reservedUntil || order.reservedUntil <= now)) {
    await expireReservations(now, { orderId: order.id }); // keep the stored status honest
    throw reservationExpired();
  }
  if (order.status === "awaiting_payment" && order.paymentDueAt && order.paymentDueAt <= now) {
    await expireOverduePayments(now, { orderId: order.id }); // the buyer is told by mail, once
    throw reservationExpired();
  }
  assertCheckoutPossible(order, now);

  if (order.status === "awaiting_payment") {
    // A second click on "Confirm order": the same answer, no second mail.
    return offlineAnswer(order, order.paymentDueAt);
  }
  if (order.paymentProvider === "stripe") return stripeCheckout(order, token, { locale, now });
  return offlineCheckout(order, { locale, now });
}

function assertCheckoutPossible(order: CheckoutOrder, now: Date): void {
  switch (order.status) {
    case "completed":
    case "partially_refunded":
      throw new ApiError(409, "already_completed", "This order is already complete.");
    case "cancelled":
    case "refunded":
      throw new ApiError(409, "order_closed", "This order was cancelled or refunded.");
    case "expired":
      throw reservationExpired();
    case "awaiting_payment":
      if (order.paymentProvider !== "offline")
        throw new ApiError(409, "order_closed", "This order can no longer be paid here.");
      return;
    case "reserved":
      if (!order.reservedUntil || order.reservedUntil <= now) throw reservationExpired();
      if (order.event.status !== "published")
        throw new ApiError(409, "event_unavailable", "This event no longer sells tickets.");
      return;
    default:
      throw new ApiError(409, "order_closed", "This order cannot be checked out.");
  }
}

function offlineAnswer(order: CheckoutOrder, paymentDueAt: Date | null): OfflineCheckout {
  return {
    order: summary(order, "awaiting_payment"),
    instructions: order.event.offlinePaymentInstructions,
    paymentDueAt: paymentDueAt?.toISOString() ?? null,
  };
}

function reservationExpired(): ApiError {
  return new ApiError(409, "reservation_expired", "The reservation expired; the tickets were released.");
}

async function offlineCheckout(
  order: CheckoutOrder,
  { locale, now }: { locale?: Locale; now: Date },
): Promise<OfflineCheckout> {
  // One conditional UPDATE: it succeeds only while the reservation still holds the tickets, so
  // there is no moment in which they are neither reserved nor awaiting payment. From now on the
  // payment deadline holds them (the event's days, capped at its start).
  const paymentDueAt = paymentDeadline(order.event, now);
  const { count } = await db.order.updateMany({
    where: { id: order.id, status: "reserved", reservedUntil: { gt: now } },
    data: { status: "awaiting_payment", reservedUntil: null, paymentDueAt },
  });
  if (count === 0) {
    const current = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { status: true, paymentDueAt: true },
    });
    if (current.status === "awaiting_payment") return offlineAnswer(order, current.paymentDueAt);
    await expireReservations(now, { orderId: order.id });
    throw reservationExpired();
  }
  await sendOrderEmails(order.id, { locale, anonymous: true });
  return offlineAnswer(order, paymentDueAt);
}

async function stripeCheckout(
  order: CheckoutOrder,
  token: string,
  { locale, now }: { locale?: Locale; now: Date },
): Promise<StripeCheckout> {
  const stripe = getStripe();
  if (!stripe) throw new ApiError(503, "payments_unavailable", "Card payments are not available right now.");

  // Going back from Stripe and pressing "Pay" again reuses the open session instead of making a
  // second one the buyer could also pay.
  if (order.stripeCheckoutSessionId) {
    const existing = await stripe.checkout.sessions.retrieve(order.stripeCheckoutSessionId).catch(() => null);
    if (existing?.status === "open" && existing.url) return { checkoutUrl: existing.url };
  }

  const orderUrl = `${getAppUrl()}/p/orders/${order.id}?token=${encodeURIComponent(token)}`;
  const reservedUntil = order.reservedUntil?.getTime() ?? now.getTime();
  const expiresAt = Math.max(reservedUntil, now.getTime() + STRIPE_MIN_SESSION_MS + CLOCK_SLACK_MS);
  const metadata = { orderId: order.id, reference: order.reference, ...(locale ? { locale } : {}) };
  const items = [...order.items].sort(byTicketTypePosition);

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: items.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency: order.currency.toLowerCase(),
          unit_amount: item.unitPrice,
          product_data: { name: item.ticketType.name, description: order.event.title },
        },
      })),
      // The promo code's discount, as a one-off coupon: Stripe has no negative line items.
      ...(order.discount > 0 ? { discounts: [{ coupon: await oneOffCoupon(stripe, order) }] } : {}),
      customer_email: order.buyerEmail,
      client_reference_id: order.id,
      metadata,
      payment_intent_data: { metadata },
      expires_at: Math.ceil(expiresAt / 1000),
      ...(locale && isLocale(locale) ? { locale } : {}),
      success_url: `${orderUrl}&payment=done`,
      cancel_url: `${orderUrl}&payment=cancelled`,
    });
  } catch (error) {
    console.error(`Stripe checkout for order ${order.id} failed`, error);
    throw new ApiError(502, "payment_provider_error", "The payment provider did not answer; please try again.");
  }
  if (!session.url)
    throw new ApiError(502, "payment_provider_error", "The payment provider did not give a checkout address.");

  const { count } = await db.order.updateMany({
    where: { id: order.id, status: "reserved" },
    data: { stripeCheckoutSessionId: session.id },
  });
  if (count === 0) {
    // The order changed meanwhile (cancelled in another tab): close the session we just made.
    await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
    throw reservationExpired();
  }
  return { checkoutUrl: session.url };
}

async function oneOffCoupon(stripe: Stripe, order: CheckoutOrder): Promise<string> {
  const coupon = await stripe.coupons.create({
    amount_off: order.discount,
    currency: order.currency.toLowerCase(),
    duration: "once",
    max_redemptions: 1,
    name: order.promoCode?.code ?? order.reference,
    metadata: { orderId: order.id },
  });
  return coupon.id;
}

/**
 * The buyer gives up a reservation (POST /api/public/orders/{id}/cancel): the tickets go back on
 * sale at once. Only a `reserved` order can be cancelled by its buyer; an expired or already
 * cancelled one answers its status unchanged. An open Stripe session is closed so that it can no
 * longer be paid (if a payment still slips through, the webhook refunds it).
 */
export async function cancelReservation(orderId: string, token: string, now: Date = new Date()) {
  const order = await findOrderForBuyer(orderId, token);
  if (!order) throw orderNotFound();
  if (order.status === "cancelled" || order.status === "expired") return { order: summary(order, order.status) };
  if (order.status !== "reserved")
    throw new ApiError(409, "order_closed", "Only a reserved order can be cancelled here.");

  const { count } = await db.order.updateMany({
    where: { id: order.id, status: "reserved" },
    data: { status: "cancelled", cancelledAt: now },
  });
  if (count === 0) {
    const current = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
    if (current.status === "cancelled" || current.status === "expired")
      return { order: summary(order, current.status) };
    throw new ApiError(409, "order_closed", "Only a reserved order can be cancelled here.");
  }
  if (order.stripeCheckoutSessionId) {
    await getStripe()
      ?.checkout.sessions.expire(order.stripeCheckoutSessionId)
      .catch((error: unknown) => console.warn(`Could not expire Stripe session of order ${order.id}`, error));
  }
  return { order: summary(order, "cancelled") };
}
