import { randomBytes, randomUUID } from "node:crypto";
import { newTicketCode } from "@/lib/orders/codes";
import { promoDiscount, subtotalOf } from "./build-orders";
import { AttendeeRow, BuildContext, DAY, Draft, EventRow, HOUR, MINUTE } from "./rows";

// Money and timestamps of each order, and the attendees (with check-ins) of those that hold tickets.

/** Money and timestamps of an order, from its lines, promo code and status. */
export function settle(draft: Draft, event: EventRow, context: BuildContext) {
  const { random, now } = context;
  const order = draft.order;
  const promo = draft.promo;
  const subtotal = subtotalOf(draft.lines);
  const discount = promo ? promoDiscount(promo, draft.lines) : 0;
  const total = subtotal - discount;
  const created = order.createdAt.getTime();
  const quantity = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
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
      updatedAt = created + random.int(1, 5) * MINUTE;
      break;
    case "completed":
    case "partially_refunded":
    case "refunded": {
      if (total === 0) {
        order.completedAt = order.createdAt;
      } else {
        order.paidAt = paidAt();
        order.completedAt = order.paidAt;
      }
      updatedAt = order.completedAt!.getTime();
      if (order.status === "partially_refunded") {
        // One ticket of the order given back.
        order.refundedAmount = Math.max(1, Math.min(total - 1, Math.round(total / quantity)));
      }
      if (order.status === "refunded") order.refundedAmount = total;
      if (order.status !== "completed") {
        const refundLimit = event.cancelledAt
          ? event.cancelledAt.getTime() + 6 * HOUR
          : Math.min(now.getTime() - MINUTE, event.startsAt.getTime());
        updatedAt = Math.max(updatedAt + HOUR, Math.min(updatedAt + random.int(1, 10) * DAY, refundLimit));
        updatedAt = Math.min(updatedAt, now.getTime() - MINUTE);
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
    order.stripeCheckoutSessionId = `cs_test_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x")}`;
    if (order.paidAt) order.stripePaymentIntentId = `pi_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
  }
  order.updatedAt = new Date(Math.min(updatedAt, now.getTime()));
}

/** One attendee per ticket of an order that has valid tickets; at past events most were checked in. */
export function attendeesOf(draft: Draft, event: EventRow, context: BuildContext): AttendeeRow[] {
  const { random, now } = context;
  const order = draft.order;
  if (order.status !== "completed" && order.status !== "partially_refunded") return [];
  const started = event.startsAt.getTime() <= now.getTime();
  const ended = event.endsAt.getTime() <= now.getTime();
  const atTheDoor = event.format !== "online";
  const doorsOpen = event.startsAt.getTime() - 45 * MINUTE;
  return draft.lines.flatMap((line) =>
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
        checkedInBy: checkedInAt ? context.checkerName : null,
        voidedAt: null,
        refundId: null,
        createdAt: order.completedAt ?? order.createdAt,
      };
    }),
  );
}
