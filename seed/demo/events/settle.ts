import { randomBytes, randomUUID } from "node:crypto";
import { newTicketCode } from "@/lib/orders/codes";
import { paymentDeadline } from "@/lib/orders/payment-deadline";
import { promoDiscount, subtotalOf } from "./build-orders";
import {
  AttendeeRow,
  BuildContext,
  DAY,
  Draft,
  EventRow,
  HOUR,
  Line,
  MINUTE,
  OrderRow,
  RefundRow,
  SECOND,
} from "./rows";

// Money and timestamps of each order, its refund if it has one, and the attendees (with check-ins)
// of those that hold tickets or held them until a refund voided them.

/** A made-up Stripe id: `prefix` and `bytes` random bytes in base64url without - or _. */
const stripeId = (prefix: string, bytes: number) =>
  `${prefix}${randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x")}`;

/** The line whose ticket a partial refund gives back: the dearest one. */
function refundedLine(lines: Line[]): Line {
  return lines.reduce((dearest, line) => (line.unitPrice > dearest.unitPrice ? line : dearest));
}

/** Money and timestamps of an order, from its lines, promo code and status. */
export function settle(draft: Draft, event: EventRow, context: BuildContext) {
  const { random, now } = context;
  const order = draft.order;
  const promo = draft.promo;
  const subtotal = subtotalOf(draft.lines);
  const discount = promo ? promoDiscount(promo, draft.lines) : 0;
  const total = subtotal - discount;
  const created = order.createdAt.getTime();
  const stripe = total > 0 && event.paymentMethod === "stripe";
  Object.assign(order, { subtotal, discount, total, paymentProvider: total === 0 ? "free" : event.paymentMethod });

  // When the money arrived: seconds after checkout on Stripe; a transfer takes hours to days
  // (before the doors open, or at the door).
  const paidAt = () => {
    if (stripe) return new Date(Math.min(created + random.int(1, 6) * MINUTE, now.getTime() - MINUTE / 2));
    const limit = Math.min(now.getTime() - 10 * MINUTE, event.startsAt.getTime() + 30 * MINUTE);
    return new Date(Math.max(created + 5 * MINUTE, Math.min(created + random.int(3, 72) * HOUR, limit)));
  };
  let updatedAt = created;
  let refundedAt: number | null = null;
  switch (order.status) {
    case "reserved":
      order.reservedUntil = new Date(created + event.reservationMinutes * MINUTE);
      break;
    case "expired":
      // An abandoned checkout whose hold has run out by now.
      if (created > now.getTime() - (event.reservationMinutes + 1) * MINUTE) {
        order.createdAt = new Date(now.getTime() - (event.reservationMinutes + random.int(2, 90)) * MINUTE);
      }
      order.reservedUntil = new Date(order.createdAt.getTime() + event.reservationMinutes * MINUTE);
      updatedAt = order.reservedUntil.getTime();
      break;
    case "awaiting_payment":
      // The buyer chose to pay offline a few minutes after ordering: the deadline runs from then (lib/orders/checkout.ts).
      updatedAt = created + random.int(1, 5) * MINUTE;
      order.paymentDueAt = paymentDeadline(event, new Date(updatedAt));
      break;
    case "completed":
    case "partially_refunded":
    case "refunded": {
      const lateRefund = draft.latePayment && stripe ? refundLatePayment(order, event, context) : null;
      if (lateRefund !== null) {
        order.refundedAmount = total;
        updatedAt = refundedAt = lateRefund;
        break;
      }
      if (total === 0) {
        order.completedAt = order.createdAt;
      } else {
        order.paidAt = paidAt();
        order.completedAt = order.paidAt;
      }
      const completed = order.completedAt!.getTime();
      updatedAt = completed;
      if (order.status === "partially_refunded") {
        // One ticket of the order given back: its price less its share of the promo code, as
        // lib/payments/refund-amounts.ts counts a chosen ticket.
        const price = Math.round((refundedLine(draft.lines).unitPrice * total) / subtotal);
        order.refundedAmount = Math.max(1, Math.min(total - 1, price));
      }
      if (order.status === "refunded") order.refundedAmount = total;
      if (order.status !== "completed") {
        const refundLimit = event.cancelledAt
          ? event.cancelledAt.getTime() + 6 * HOUR
          : Math.min(now.getTime() - MINUTE, event.startsAt.getTime());
        refundedAt = Math.max(completed + HOUR, Math.min(completed + random.int(1, 10) * DAY, refundLimit));
        // Never in the future, never before the order completed.
        refundedAt = Math.max(completed, Math.min(refundedAt, now.getTime() - MINUTE));
        updatedAt = refundedAt;
      }
      break;
    }
    case "cancelled": {
      const cancelled = order.cancelledAt
        ? order.cancelledAt.getTime()
        : Math.min(created + random.int(1, 6) * DAY, now.getTime() - HOUR, event.startsAt.getTime());
      order.cancelledAt = new Date(Math.max(cancelled, created + MINUTE));
      updatedAt = order.cancelledAt.getTime();
      break;
    }
  }
  if (order.paymentProvider === "stripe" && order.status !== "cancelled") {
    order.stripeCheckoutSessionId = stripeId("cs_test_", 30);
    if (order.paidAt) order.stripePaymentIntentId = stripeId("pi_", 18);
  }
  order.updatedAt = new Date(Math.min(updatedAt, now.getTime()));
  // Made by the account's person on the payments screen; a late payment's by the webhook, no one's.
  if (refundedAt !== null) draft.refund = refundOf(order, refundedAt, order.completedAt ? context.person.id : null);
}

/**
 * A card payment made on the Checkout page after the order's reservation had run out (the page
 * stays open longer): lib/payments/stripe-webhook.ts refunds it at once and the order never
 * completes. Sets when it was paid and returns when it was refunded; null when the order is too
 * recent for that (then it was refunded after completing, like the others).
 */
function refundLatePayment(order: OrderRow, event: EventRow, { random, now }: BuildContext): number | null {
  const paid = order.createdAt.getTime() + (event.reservationMinutes + random.int(1, 40)) * MINUTE;
  if (paid >= now.getTime() - MINUTE) return null;
  order.paidAt = new Date(paid);
  return paid + random.int(2, 20) * SECOND;
}

/** The one refund of a refunded order, as lib/payments/refund-writes.ts records it: all of refundedAmount. */
function refundOf(order: OrderRow, at: number, createdById: string | null): RefundRow {
  const stripe = order.paymentProvider === "stripe";
  return {
    id: randomUUID(),
    orderId: order.id,
    amount: order.refundedAmount,
    provider: stripe ? "stripe" : "offline",
    reason: null,
    stripeRefundId: stripe ? stripeId("re_", 18) : null,
    createdById,
    createdAt: new Date(at),
  };
}

/**
 * One attendee per ticket of an order that holds tickets (at past events most were checked in), or
 * that held them until a refund: a partial refund voids one ticket of the dearest line, a full one
 * every ticket. A voided ticket was never checked in. A late payment never had tickets.
 */
export function attendeesOf(draft: Draft, event: EventRow, context: BuildContext): AttendeeRow[] {
  const { random, now } = context;
  const { order, refund } = draft;
  const ticketed = order.status === "completed" || order.status === "partially_refunded";
  const voidsAll = order.status === "refunded" && order.completedAt !== null;
  if (!ticketed && !voidsAll) return [];
  const started = event.startsAt.getTime() <= now.getTime();
  const ended = event.endsAt.getTime() <= now.getTime();
  const atTheDoor = ticketed && event.format !== "online";
  const doorsOpen = event.startsAt.getTime() - 45 * MINUTE;
  const attendees = draft.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (): AttendeeRow => {
      let checkedInAt: Date | null = null;
      if (atTheDoor && started && random.chance(ended ? 0.86 : 0.45)) {
        // Most arrive around the start; a few late.
        const lastArrival = Math.min(
          event.endsAt.getTime() - 10 * MINUTE,
          ended ? event.startsAt.getTime() + 2 * HOUR : now.getTime() - 2 * MINUTE,
        );
        const span = Math.max(0, lastArrival - doorsOpen);
        checkedInAt = new Date(doorsOpen + Math.round(span * random.next() ** 1.6));
      }
      return {
        id: randomUUID(),
        orderId: order.id,
        eventId: event.id,
        ticketTypeId: line.ticketType.id,
        // As lib/orders/complete.ts does: every ticket carries the buyer's name and email.
        name: order.buyerName,
        email: order.buyerEmail,
        code: newTicketCode(),
        checkedInAt,
        checkedInBy: checkedInAt ? context.person.name : null,
        voidedAt: null,
        refundId: null,
        createdAt: order.completedAt ?? order.createdAt,
      };
    }),
  );
  if (!refund) return attendees;
  const refundedType = refundedLine(draft.lines).ticketType.id;
  const voided = voidsAll
    ? attendees
    : attendees.filter((attendee) => attendee.ticketTypeId === refundedType).slice(-1);
  for (const attendee of voided)
    Object.assign(attendee, { voidedAt: refund.createdAt, refundId: refund.id, checkedInAt: null, checkedInBy: null });
  return attendees;
}

/** Share of an ended in-person event's valid tickets that checked in, at the least. */
const MIN_SHOW_RATE = 0.78;

/**
 * Each ticket's check-in is drawn at random, so a small ended event could show a turnout no host
 * sees (two thirds, or everyone). Over the whole event this evens it out: at least MIN_SHOW_RATE of
 * the valid tickets checked in, and one no-show once there are five. Deterministic for a seed.
 */
export function evenOutCheckIns(attendees: AttendeeRow[], event: EventRow, context: BuildContext): AttendeeRow[] {
  if (event.format === "online" || event.endsAt.getTime() > context.now.getTime()) return attendees;
  const valid = attendees.filter((attendee) => !attendee.voidedAt);
  const doorsOpen = event.startsAt.getTime() - 45 * MINUTE;
  const span = Math.min(event.endsAt.getTime() - 10 * MINUTE, event.startsAt.getTime() + 2 * HOUR) - doorsOpen;
  let checkedIn = valid.filter((attendee) => attendee.checkedInAt).length;
  for (const attendee of valid) {
    if (checkedIn >= Math.ceil(valid.length * MIN_SHOW_RATE)) break;
    if (attendee.checkedInAt) continue;
    attendee.checkedInAt = new Date(doorsOpen + Math.round(Math.max(0, span) * context.random.next() ** 1.6));
    attendee.checkedInBy = context.person.name;
    checkedIn++;
  }
  const last = valid[valid.length - 1];
  if (valid.length >= 5 && checkedIn === valid.length) Object.assign(last, { checkedInAt: null, checkedInBy: null });
  return attendees;
}
