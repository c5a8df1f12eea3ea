import type { PublicTicketType } from "@/lib/orders/availability";
import { checkoutRow, placeIssues } from "./checkout-rules";

const NOW = Date.parse("2026-06-01T12:00:00Z");

function ticket(overrides: Partial<PublicTicketType> = {}): PublicTicketType {
  return {
    id: "t1",
    name: "General",
    description: "",
    kind: "paid",
    price: 2500,
    currency: "EUR",
    available: 5,
    minPerOrder: 2,
    maxPerOrder: 4,
    salesStartAt: null,
    salesEndAt: null,
    onSale: true,
    ...overrides,
  };
}

describe("checkoutRow", () => {
  it("keeps a chosen quantity within the per-order limits and what is left", () => {
    expect(checkoutRow(ticket(), 9, undefined, "EUR", NOW).quantity).toBe(4);
    expect(checkoutRow(ticket({ available: 3 }), 4, undefined, "EUR", NOW).quantity).toBe(3);
    expect(checkoutRow(ticket(), 1, undefined, "EUR", NOW).quantity).toBe(0); // below the minimum
    expect(checkoutRow(ticket({ available: 1 }), 2, undefined, "EUR", NOW)).toMatchObject({
      state: "sold-out",
      quantity: 0,
    });
  });

  it("tells why a ticket is not on sale", () => {
    const later = new Date(NOW + 86_400_000).toISOString();
    const earlier = new Date(NOW - 86_400_000).toISOString();
    expect(checkoutRow(ticket({ onSale: false, salesStartAt: later }), 2, undefined, "EUR", NOW).state).toBe(
      "not-started",
    );
    expect(checkoutRow(ticket({ onSale: false, salesEndAt: earlier }), 2, undefined, "EUR", NOW).state).toBe("ended");
    expect(checkoutRow(ticket({ onSale: false }), 2, undefined, "EUR", NOW).state).toBe("closed");
  });

  it("reads a donation as typed, and flags one below the minimum", () => {
    const donation = ticket({ kind: "donation", price: 500 });
    expect(checkoutRow(donation, 2, undefined, "EUR", NOW)).toMatchObject({ amountText: "5.00", amount: 500 });
    expect(checkoutRow(donation, 2, "12,50", "EUR", NOW)).toMatchObject({ amount: 1250, isAmountTooLow: false });
    expect(checkoutRow(donation, 2, "4", "EUR", NOW).isAmountTooLow).toBe(true);
    expect(checkoutRow(donation, 2, "lots", "EUR", NOW)).toMatchObject({ amount: null, isAmountTooLow: true });
    expect(checkoutRow(donation, 0, "4", "EUR", NOW).isAmountTooLow).toBe(false); // not chosen
  });
});

describe("placeIssues", () => {
  it("puts each issue at its field, the ticket found by the item's index", () => {
    const placed = placeIssues(
      [
        { path: ["promoCode"], code: "custom", message: "" },
        { path: ["buyer", "email"], code: "invalid_format", message: "" },
        { path: ["items", 1, "amount"], code: "too_small", message: "" },
        { path: ["items", 0, "quantity"], code: "too_big", message: "" },
      ],
      ["a", "b"],
    );
    expect(placed).toEqual({
      promo: true,
      buyer: { email: "errorEmail" },
      tickets: { a: "errorQuantity", b: "errorAmount" },
    });
  });

  it("answers null when nothing belongs to a field", () => {
    expect(placeIssues([{ path: ["items", 5], code: "custom", message: "" }], ["a"])).toBeNull();
    expect(placeIssues([], ["a"])).toBeNull();
  });
});
