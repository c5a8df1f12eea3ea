// The payment deadline of an offline order (issue #14): an order awaiting an offline payment no
// longer holds its tickets forever. Pure, so the checkout, the seed and the tests share it.

/** The event setting's default and bounds (days after the buyer chose to pay offline). */
export const DEFAULT_PAYMENT_DUE_DAYS = 3;
export const PAYMENT_DUE_DAYS_MIN = 1;
export const PAYMENT_DUE_DAYS_MAX = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an offline order placed at `now` must be paid: the event's `paymentDueDays` later, but
 * never after the event starts. Past its start the host meets buyers at the door and unpaid
 * tickets should be for sale again there, and a deadline after the event would hold tickets that
 * can no longer be used. Orders are taken until the event ends, so for an event already under way
 * the cap is its end instead (a deadline in the past would expire the order at once).
 */
export function paymentDeadline(event: { paymentDueDays: number; startsAt: Date; endsAt: Date }, now: Date): Date {
  const byDays = new Date(now.getTime() + event.paymentDueDays * DAY_MS);
  const cap = event.startsAt > now ? event.startsAt : event.endsAt;
  return byDays < cap ? byDays : cap;
}
