import type { ApiIssue } from "@/lib/api/errors";
import type { PublicTicketType } from "@/lib/orders/availability";
import { parseMajorToMinor } from "@/lib/text/money";

// What the checkout lets a buyer choose of each ticket type, from the availability the API reports.

/** At or below this many left, a ticket says "Only N left". */
export const FEW_LEFT = 10;

export type TicketState = "available" | "sold-out" | "not-started" | "ended" | "closed";

export function ticketState(ticket: PublicTicketType, now: number): TicketState {
  if (!ticket.onSale) {
    if (ticket.salesStartAt && Date.parse(ticket.salesStartAt) > now) return "not-started";
    if (ticket.salesEndAt && Date.parse(ticket.salesEndAt) <= now) return "ended";
    return "closed";
  }
  return ticket.available < ticket.minPerOrder || ticket.available === 0 ? "sold-out" : "available";
}

/** The most of a ticket type one order can take: its per-order limit, and what is left. */
export function maxQuantity(ticket: PublicTicketType): number {
  return Math.max(0, Math.min(ticket.maxPerOrder, ticket.available));
}

/** A chosen quantity made valid against fresh availability: 0, or between the ticket's min and max. */
export function clampQuantity(quantity: number, ticket: PublicTicketType, state: TicketState): number {
  if (state !== "available" || quantity <= 0) return 0;
  const clamped = Math.min(quantity, maxQuantity(ticket));
  return clamped < ticket.minPerOrder ? 0 : clamped;
}

/** Where a 400's issues belong on the form, as message keys: the promo field, the buyer's fields, a ticket's row. */
export type PlacedIssues = {
  promo: boolean;
  buyer: { name?: "errorName"; email?: "errorEmail" };
  tickets: Record<string, "errorAmount" | "errorQuantity">;
};

/** Sorts an order's refusal by field; null when none of it belongs to a field (a general error). */
export function placeIssues(issues: readonly ApiIssue[], itemTicketIds: readonly string[]): PlacedIssues | null {
  const placed: PlacedIssues = { promo: false, buyer: {}, tickets: {} };
  let isPlaced = false;
  for (const issue of issues) {
    const [head, index, field] = issue.path;
    if (head === "promoCode") placed.promo = true;
    else if (head === "buyer" && index === "name") placed.buyer.name = "errorName";
    else if (head === "buyer" && index === "email") placed.buyer.email = "errorEmail";
    else if (head === "items" && typeof index === "number" && itemTicketIds[index])
      placed.tickets[itemTicketIds[index]] = field === "amount" ? "errorAmount" : "errorQuantity";
    else continue;
    isPlaced = true;
  }
  return isPlaced ? placed : null;
}

/**
 * A ticket type as the checkout shows it: its state, the chosen quantity made valid, the donation
 * amount as typed (its price until the buyer types) and in minor units (null when not an amount).
 */
export function checkoutRow(
  ticket: PublicTicketType,
  chosenQuantity: number,
  typedAmount: string | undefined,
  currency: string,
  now: number,
) {
  const state = ticketState(ticket, now);
  const quantity = clampQuantity(chosenQuantity, ticket, state);
  const amountText = typedAmount ?? (ticket.price / 100).toFixed(2);
  const amount =
    ticket.kind === "donation" ? parseMajorToMinor(amountText, currency) : ticket.kind === "free" ? 0 : ticket.price;
  const isAmountTooLow = ticket.kind === "donation" && quantity > 0 && (amount === null || amount < ticket.price);
  return { ticket, state, quantity, amountText, amount, isAmountTooLow };
}
