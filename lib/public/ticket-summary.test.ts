import { summariseTickets } from "@/lib/public/ticket-summary";

describe("summariseTickets", () => {
  it("gives the lowest price among ticket types that still have tickets", () => {
    const summary = summariseTickets(
      [
        { price: 900, quantity: 5, held: 5, isOnSale: true },
        { price: 2500, quantity: 10, held: 3, isOnSale: true },
        { price: 4000, quantity: 10, held: 0, isOnSale: true },
      ],
      null,
      8,
    );
    expect(summary).toEqual({ lowestPrice: 2500, isSoldOut: false });
  });

  it("starts from what can be bought now, not from a cheaper ticket whose sales have not opened", () => {
    const tickets = [
      { price: 3000, quantity: 100, held: 0, isOnSale: false },
      { price: 12000, quantity: 100, held: 10, isOnSale: true },
    ];
    expect(summariseTickets(tickets, null, 10)).toEqual({ lowestPrice: 12000, isSoldOut: false });
    // Nothing on sale yet: the cheapest that will be.
    expect(summariseTickets([{ ...tickets[0] }, { ...tickets[1], isOnSale: false }], null, 10)).toEqual({
      lowestPrice: 3000,
      isSoldOut: false,
    });
  });

  it("is free when a free ticket is left", () => {
    expect(
      summariseTickets(
        [
          { price: 0, quantity: 50, held: 2, isOnSale: true },
          { price: 1500, quantity: 10, held: 0, isOnSale: true },
        ],
        null,
        2,
      ),
    ).toEqual({ lowestPrice: 0, isSoldOut: false });
  });

  it("is sold out when every ticket type is, or when the event's capacity is held", () => {
    expect(summariseTickets([{ price: 1000, quantity: 2, held: 2, isOnSale: true }], null, 2)).toEqual({
      lowestPrice: 1000,
      isSoldOut: true,
    });
    expect(
      summariseTickets(
        [
          { price: 1000, quantity: 50, held: 10, isOnSale: true },
          { price: 500, quantity: 50, held: 0, isOnSale: true },
        ],
        10,
        10,
      ),
    ).toEqual({ lowestPrice: 500, isSoldOut: true });
  });

  it("says nothing about price for an event without ticket types", () => {
    expect(summariseTickets([], 100, 0)).toEqual({ lowestPrice: null, isSoldOut: false });
  });
});
