import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { fieldError } from "@/lib/events/errors";
import { sendRefundEmail } from "@/lib/orders/notifications";
import { refundableOrderSelect, ticketRefundAmounts, type RefundableOrder } from "@/lib/payments/refund-amounts";
import { claimRefund, releaseRefundedTickets, undoRefund } from "@/lib/payments/refund-writes";
import type { RefundAnswer, RefundOrderInput } from "@/lib/payments/schema";
import { getStripe } from "@/lib/payments/stripe";

// A host gives money back on an order (issue 12): the whole remainder, an amount, or chosen
// tickets. The money is claimed first, in one conditional write that cannot exceed what is left
// even when two refunds race; then Stripe is asked (outside the transaction: a network call must
// not hold the database's write lock) and, if it refuses, the claim is undone. Refunded tickets are
// voided at once; those the host puts back on sale are released only once the money is back, so a
// failed card refund never leaves tickets sold twice.

export function notRefundable(): ApiError {
  return new ApiError(409, "not_refundable", "This order was never paid, so there is nothing to refund.");
}

function nothingLeft(left: number): ApiError {
  return fieldError(
    ["amount"],
    left > 0
      ? `Only ${left} (minor units) is left to refund on this order.`
      : "Nothing is left to refund on this order.",
    "The refund is more than what is left on the order.",
  );
}

/** The orders a host can refund: paid (or settled) ones with money on them. */
function isRefundable(order: RefundableOrder): boolean {
  if (order.total <= 0 || order.paymentProvider === "free") return false;
  if (!["completed", "partially_refunded", "refunded"].includes(order.status)) return false;
  return order.paymentProvider !== "stripe" || Boolean(order.stripePaymentIntentId);
}

type RefundPlan = { amount: number; attendeeIds: string[] };

/** What the request means for this order: how much, and which tickets it voids. */
function planRefund(order: RefundableOrder, input: RefundOrderInput): RefundPlan {
  const left = order.total - order.refundedAmount;
  const valid = order.attendees.filter((attendee) => !attendee.voidedAt);
  let attendeeIds: string[] = [];
  let amount = input.amount;
  if (input.attendeeIds) {
    const validIds = new Set(valid.map((attendee) => attendee.id));
    const unknown = input.attendeeIds.filter((id) => !validIds.has(id));
    if (unknown.length > 0)
      throw fieldError(
        ["attendeeIds"],
        "These tickets are not valid tickets of this order.",
        "The refund is not valid.",
      );
    attendeeIds = [...new Set(input.attendeeIds)];
    if (amount === undefined) {
      const prices = ticketRefundAmounts(order);
      amount = Math.min(
        left,
        attendeeIds.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0),
      );
    }
  }
  amount ??= left;
  if (amount <= 0 || amount > left) throw nothingLeft(left);
  // Money back in full: the order holds no valid ticket any more.
  if (amount === left) attendeeIds = valid.map((attendee) => attendee.id);
  return { amount, attendeeIds };
}

/** `POST /api/orders/{orderId}/refunds` */
export async function refundOrder(
  account: Account,
  actorId: string,
  orderId: string,
  input: RefundOrderInput,
  now = new Date(),
): Promise<RefundAnswer> {
  requireManager(account);
  const order = await db.order.findFirst({
    where: { id: orderId, event: { accountKey: account.key } },
    select: refundableOrderSelect,
  });
  if (!order) throw new ApiError(404, "not_found", "Order not found.");
  if (!isRefundable(order)) throw notRefundable();

  const plan = planRefund(order, input);
  const provider = order.paymentProvider === "stripe" ? "stripe" : "offline";
  const refund = await claimRefund({
    orderId,
    amount: plan.amount,
    attendeeIds: plan.attendeeIds,
    provider,
    reason: input.reason || null,
    actorId,
    now,
  });
  if (!refund) throw nothingLeft(0); // another refund took what was left between our read and our write

  if (provider === "stripe") {
    const stripeRefundId = await refundThroughStripe(order.stripePaymentIntentId!, plan.amount, orderId, refund.id);
    if (!stripeRefundId) {
      await undoRefund(refund.id);
      throw new ApiError(502, "refund_failed", "Stripe did not make the refund. Nothing was changed; try again later.");
    }
    await db.refund.update({ where: { id: refund.id }, data: { stripeRefundId } });
  }
  if (input.releaseTickets && plan.attendeeIds.length > 0) await releaseRefundedTickets(refund.id);

  await sendRefundEmail(orderId, refund.id);
  const updated = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, status: true, total: true, refundedAmount: true },
  });
  return { order: updated, refund: { id: refund.id, amount: plan.amount, provider } };
}

/**
 * Asks Stripe to refund `amount` of the payment. The idempotency key is our refund's id, so a
 * retried call (the client retries on network errors) never refunds twice. Returns Stripe's refund
 * id, or null when Stripe refused or could not be reached.
 */
async function refundThroughStripe(
  paymentIntentId: string,
  amount: number,
  orderId: string,
  refundId: string,
): Promise<string | null> {
  const stripe = getStripe();
  if (!stripe) {
    console.error(`Refund ${refundId}: order ${orderId} was paid by card, but STRIPE_SECRET_KEY is not set.`);
    return null;
  }
  try {
    const made = await stripe.refunds.create(
      { payment_intent: paymentIntentId, amount, reason: "requested_by_customer", metadata: { orderId, refundId } },
      { idempotencyKey: `hostdeck-refund-${refundId}` },
    );
    return made.id;
  } catch (error) {
    console.error(`Refund ${refundId}: Stripe refused to refund order ${orderId}.`, error);
    return null;
  }
}
