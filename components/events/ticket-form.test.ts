import {
  promoErrors,
  promoValues,
  ticketErrors,
  ticketValues,
  toPromoInput,
  toTicketInput,
} from "@/components/events/ticket-form";
import type { PromoCode, TicketType } from "@/components/events/types";
import { createPromoCodeSchema, createTicketTypeSchema } from "@/lib/events/schema";

const context = { currency: "RON", timezone: "Europe/Bucharest", locale: "ro" };

describe("the ticket type dialog", () => {
  it("sends a price typed in major units as minor units", () => {
    const values = { ...ticketValues(null, context), name: "Early bird", price: "49,90", quantity: "50" };
    const parsed = createTicketTypeSchema.parse(toTicketInput(values, context));
    expect(parsed).toMatchObject({
      kind: "paid",
      price: 4990,
      quantity: 50,
      minPerOrder: 1,
      maxPerOrder: 10,
      salesStartAt: null,
      hidden: false,
    });
  });

  it("gives a free ticket no price and a donation without minimum 0", () => {
    expect(toTicketInput({ ...ticketValues(null, context), kind: "free", price: "12" }, context).price).toBe(0);
    expect(toTicketInput({ ...ticketValues(null, context), kind: "donation", price: "" }, context).price).toBe(0);
    expect(toTicketInput({ ...ticketValues(null, context), kind: "donation", price: "5" }, context).price).toBe(500);
  });

  it("types the sale window in the event's time zone", () => {
    const input = toTicketInput(
      {
        ...ticketValues(null, context),
        name: "A",
        price: "1",
        salesStartLocal: "2025-06-01T09:00",
        salesEndLocal: "2025-06-30T23:59",
      },
      context,
    );
    expect(input.salesStartAt).toBe("2025-06-01T06:00:00.000Z");
    expect(input.salesEndAt).toBe("2025-06-30T20:59:00.000Z");
  });

  it("reads a stored ticket type back", () => {
    const ticketType = {
      id: "t",
      name: "VIP",
      description: "",
      kind: "paid",
      price: 12050,
      quantity: 20,
      salesStartAt: "2025-06-01T06:00:00.000Z",
      salesEndAt: null,
      minPerOrder: 1,
      maxPerOrder: 4,
      hidden: true,
      position: 0,
    } as TicketType;
    expect(ticketValues(ticketType, context)).toMatchObject({
      price: "120,50",
      quantity: "20",
      salesStartLocal: "2025-06-01T09:00",
      salesEndLocal: "",
      maxPerOrder: "4",
      hidden: true,
    });
    expect(ticketValues(ticketType, { ...context, locale: "en" }).price).toBe("120.50");
  });

  it("says what is wrong at each field", () => {
    const values = { ...ticketValues(null, context), price: "abc", quantity: "", maxPerOrder: "2.5" };
    const result = createTicketTypeSchema.safeParse(toTicketInput(values, context));
    expect(result.success).toBe(false);
    expect(ticketErrors(result.error!.issues, values, "RON")).toMatchObject({
      name: "required",
      price: "priceInvalid",
      quantity: "required",
      maxPerOrder: "wholeNumber",
    });
    const empty = { ...ticketValues(null, context), name: "A", price: "" };
    const emptyResult = createTicketTypeSchema.safeParse(toTicketInput(empty, context));
    expect(ticketErrors(emptyResult.error!.issues, empty, "RON").price).toBe("required");
    const rules = { ...ticketValues(null, context), name: "A", price: "0", minPerOrder: "5", maxPerOrder: "2" };
    const rulesResult = createTicketTypeSchema.safeParse(toTicketInput(rules, context));
    expect(ticketErrors(rulesResult.error!.issues, rules, "RON")).toEqual({
      price: "paidNeedsPrice",
      maxPerOrder: "maxBelowMin",
    });
  });
});

describe("the promo code dialog", () => {
  it("sends a percentage as typed and a fixed amount in minor units", () => {
    const percent = createPromoCodeSchema.parse(
      toPromoInput({ ...promoValues(null, context), code: "early", amount: "15" }, context),
    );
    expect(percent).toMatchObject({
      code: "EARLY",
      discountType: "percent",
      amount: 15,
      ticketTypeIds: [],
      maxUses: null,
      expiresAt: null,
    });
    const fixed = createPromoCodeSchema.parse(
      toPromoInput(
        {
          ...promoValues(null, context),
          code: "FRIENDS",
          discountType: "fixed",
          amount: "10,5",
          maxUses: "20",
          expiresLocal: "2025-06-30T23:59",
        },
        context,
      ),
    );
    expect(fixed.amount).toBe(1050);
    expect(fixed.maxUses).toBe(20);
    expect(fixed.expiresAt?.toISOString()).toBe("2025-06-30T20:59:00.000Z");
  });

  it("reads a stored code back and reports mistakes at their fields", () => {
    const promo = {
      id: "p",
      code: "TEN",
      discountType: "fixed",
      amount: 1000,
      ticketTypeIds: ["a"],
      maxUses: 5,
      expiresAt: null,
      uses: 1,
    } as unknown as PromoCode;
    expect(promoValues(promo, context)).toMatchObject({ amount: "10", ticketTypeIds: ["a"], maxUses: "5" });
    const values = { ...promoValues(null, context), code: "x", amount: "150" };
    const result = createPromoCodeSchema.safeParse(toPromoInput(values, context));
    expect(promoErrors(result.error!.issues, values, "RON")).toEqual({
      code: "promoCodeInvalid",
      amount: "percentRange",
    });
    const over = { ...promoValues(null, context), code: "ABC", amount: "150" };
    expect(
      promoErrors(createPromoCodeSchema.safeParse(toPromoInput(over, context)).error!.issues, over, "RON"),
    ).toEqual({ amount: "percentRange" });
  });
});
