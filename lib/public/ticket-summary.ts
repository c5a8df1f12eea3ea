// What an event card says about its tickets ("From €12", "Free", "Sold out"), from the visible
// ticket types and what is held of each. Pure, so the rules are tested without a database.

export type TicketStock = { price: number; quantity: number; held: number; isOnSale: boolean };

export type TicketSummary = {
  /** Minor units; null without ticket types. */
  lowestPrice: number | null;
  isSoldOut: boolean;
};

/**
 * The price a buyer can pay now: the cheapest ticket type that is on sale and has tickets left
 * (a cheaper one whose sales open next week is not "from"); failing that, the cheapest with
 * tickets left; and for a sold-out event, the cheapest of all.
 */
export function summariseTickets(
  ticketTypes: TicketStock[],
  capacity: number | null,
  heldTotal: number,
): TicketSummary {
  if (ticketTypes.length === 0) return { lowestPrice: null, isSoldOut: false };
  const withStock = ticketTypes.filter((ticket) => ticket.quantity - ticket.held > 0);
  const isSoldOut = withStock.length === 0 || (capacity !== null && capacity - heldTotal <= 0);
  const buyableNow = withStock.filter((ticket) => ticket.isOnSale);
  const priced = isSoldOut ? ticketTypes : buyableNow.length > 0 ? buyableNow : withStock;
  return { lowestPrice: Math.min(...priced.map((ticket) => ticket.price)), isSoldOut };
}
