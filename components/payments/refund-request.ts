import { refundOrderSchema, type OrderDetail, type RefundOrderInput } from "@/lib/payments/schema";
import { parseMajorToMinor } from "@/lib/text/money";

// The refund dialog's rules, apart from its looks: what the host chose becomes the body of
// `POST /api/orders/{orderId}/refunds` and the exact amount the confirmation states. The amount
// is checked by the server's own rule (refundOrderSchema's `amount`: whole minor units, more than
// 0) plus what only the order knows: never more than what is left to refund.

export const REFUND_MODES = ["whole", "amount", "tickets"] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

export type RefundChoice = {
  mode: RefundMode;
  /** The amount as the host typed it, in major units ("12,50"). */
  amountText: string;
  attendeeIds: string[];
  releaseTickets: boolean;
  reason: string;
};

export type RefundProblem = "amountRequired" | "amountInvalid" | "amountNotPositive" | "amountTooLarge" | "noTickets";

type Order = Pick<OrderDetail, "currency" | "refundable" | "attendees">;

export const MAX_REASON_LENGTH = 500;

/** A typed amount in minor units, or why it cannot be refunded. */
export function checkRefundAmount(
  text: string,
  currency: string,
  refundable: number,
): { amount: number } | { problem: RefundProblem } {
  if (text.trim() === "") return { problem: "amountRequired" };
  const amount = parseMajorToMinor(text, currency);
  if (amount === null) return { problem: "amountInvalid" };
  if (!refundOrderSchema.shape.amount.safeParse(amount).success) return { problem: "amountNotPositive" };
  if (amount > refundable) return { problem: "amountTooLarge" };
  return { amount };
}

/** The tickets a host may still refund one by one: those not voided yet. */
export function refundableAttendees(order: Pick<OrderDetail, "attendees">) {
  return order.attendees.filter((attendee) => !attendee.voidedAt);
}

/** What refunding the chosen tickets gives back: the sum of their own refund amounts. */
export function ticketsAmount(order: Pick<OrderDetail, "attendees">, attendeeIds: readonly string[]): number {
  const chosen = new Set(attendeeIds);
  return refundableAttendees(order)
    .filter((attendee) => chosen.has(attendee.id))
    .reduce((sum, attendee) => sum + attendee.refundAmount, 0);
}

/**
 * The request for a choice and the amount it refunds, or the problem to show at its field.
 * Chosen tickets worth more than what is left (an earlier refund by amount) refund what is left.
 */
export function refundRequest(
  order: Order,
  choice: RefundChoice,
): { body: RefundOrderInput; amount: number; isCapped: boolean } | { problem: RefundProblem } {
  const reason = choice.reason.trim().slice(0, MAX_REASON_LENGTH) || undefined;
  switch (choice.mode) {
    case "whole":
      return { body: { releaseTickets: choice.releaseTickets, reason }, amount: order.refundable, isCapped: false };
    case "amount": {
      const checked = checkRefundAmount(choice.amountText, order.currency, order.refundable);
      if ("problem" in checked) return checked;
      return { body: { amount: checked.amount, reason }, amount: checked.amount, isCapped: false };
    }
    case "tickets": {
      const ids = refundableAttendees(order)
        .map((attendee) => attendee.id)
        .filter((id) => choice.attendeeIds.includes(id));
      if (ids.length === 0) return { problem: "noTickets" };
      const worth = ticketsAmount(order, ids);
      const isCapped = worth > order.refundable;
      const amount = Math.min(worth, order.refundable);
      if (amount <= 0) return { problem: "amountNotPositive" };
      // The server's default amount is the tickets' worth; only a capped refund says its own.
      const body = { attendeeIds: ids, releaseTickets: choice.releaseTickets, reason };
      return { body: isCapped ? { ...body, amount } : body, amount, isCapped };
    }
  }
}
