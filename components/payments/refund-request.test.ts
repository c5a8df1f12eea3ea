import { checkRefundAmount, refundRequest, ticketsAmount } from "@/components/payments/refund-request";

const attendee = (id: string, refundAmount: number, voidedAt: string | null = null) => ({
  id,
  name: `Guest ${id}`,
  email: `${id}@example.com`,
  ticketTypeName: "General",
  checkedInAt: null,
  voidedAt,
  refundAmount,
});

const order = {
  currency: "EUR",
  refundable: 5000,
  attendees: [attendee("a", 2500), attendee("b", 2500), attendee("c", 2500, "2025-06-01T10:00:00.000Z")],
};

const choice = { mode: "whole" as const, amountText: "", attendeeIds: [], releaseTickets: false, reason: "" };

describe("a refund amount typed in major units", () => {
  it("becomes minor units with either decimal separator", () => {
    expect(checkRefundAmount("25", "EUR", 5000)).toEqual({ amount: 2500 });
    expect(checkRefundAmount("12,5", "EUR", 5000)).toEqual({ amount: 1250 });
    expect(checkRefundAmount(" 49.99 ", "EUR", 5000)).toEqual({ amount: 4999 });
    expect(checkRefundAmount("50.00", "EUR", 5000)).toEqual({ amount: 5000 });
  });

  it("must be a number above 0 and at most what is left", () => {
    expect(checkRefundAmount("", "EUR", 5000)).toEqual({ problem: "amountRequired" });
    expect(checkRefundAmount("abc", "EUR", 5000)).toEqual({ problem: "amountInvalid" });
    expect(checkRefundAmount("-5", "EUR", 5000)).toEqual({ problem: "amountInvalid" });
    expect(checkRefundAmount("0", "EUR", 5000)).toEqual({ problem: "amountNotPositive" });
    expect(checkRefundAmount("0,00", "EUR", 5000)).toEqual({ problem: "amountNotPositive" });
    expect(checkRefundAmount("50.01", "EUR", 5000)).toEqual({ problem: "amountTooLarge" });
  });

  it("reads currencies without minor units whole", () => {
    expect(checkRefundAmount("1200", "JPY", 5000)).toEqual({ amount: 1200 });
  });
});

describe("the refund request", () => {
  it("asks for the whole remainder with neither amount nor tickets", () => {
    expect(refundRequest(order, { ...choice, releaseTickets: true, reason: "  Cancelled trip " })).toEqual({
      body: { releaseTickets: true, reason: "Cancelled trip" },
      amount: 5000,
      isCapped: false,
    });
  });

  it("sends an amount without voiding tickets", () => {
    expect(refundRequest(order, { ...choice, mode: "amount", amountText: "10", releaseTickets: true })).toEqual({
      body: { amount: 1000, reason: undefined },
      amount: 1000,
      isCapped: false,
    });
    expect(refundRequest(order, { ...choice, mode: "amount", amountText: "80" })).toEqual({
      problem: "amountTooLarge",
    });
  });

  it("sends chosen tickets, worth the sum of their refund amounts, ignoring voided ones", () => {
    expect(ticketsAmount(order, ["a", "c"])).toBe(2500);
    expect(refundRequest(order, { ...choice, mode: "tickets", attendeeIds: ["a", "c"] })).toEqual({
      body: { attendeeIds: ["a"], releaseTickets: false, reason: undefined },
      amount: 2500,
      isCapped: false,
    });
    expect(refundRequest(order, { ...choice, mode: "tickets", attendeeIds: ["c"] })).toEqual({ problem: "noTickets" });
  });

  it("refunds only what is left when the chosen tickets are worth more", () => {
    const partly = { ...order, refundable: 3000 };
    expect(refundRequest(partly, { ...choice, mode: "tickets", attendeeIds: ["a", "b"] })).toEqual({
      body: { attendeeIds: ["a", "b"], releaseTickets: false, reason: undefined, amount: 3000 },
      amount: 3000,
      isCapped: true,
    });
  });
});
