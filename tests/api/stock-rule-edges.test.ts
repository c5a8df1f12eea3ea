import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { countHeldTickets } from "@/lib/events/event-holdings";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/events/schema";
import { ApiError } from "@/lib/api/errors";
import { getPublicEventView, heldTickets } from "@/lib/orders/availability";
import { checkoutOrder } from "@/lib/orders/checkout";
import { newAccessToken, newOrderReference } from "@/lib/orders/codes";
import { expireReservations } from "@/lib/orders/expire";
import { placeOrder } from "@/lib/orders/reserve";
import { holdTicketsForPayment } from "@/lib/payments/rehold";
import { seedUser } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";

// The stock rule at its edges (issue #14, "Done means"): the event-wide capacity check of an
// order with several ticket types, exactly at the capacity and one over it, and a reservation
// that expires exactly now, which no longer holds its tickets. "Now" is pinned: every function
// under test takes it as a parameter, and the held orders are written with that very instant.

type SeededEvent = Awaited<ReturnType<typeof seedPublishedEvent>>;
type Line = { ticketTypeId: string; quantity: number };

const MS = 1;
/** Whole milliseconds, a minute ahead, so that it is after every fixture's creation and before the event. */
const pinnedNow = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
const buyer = () => ({ name: "Ada Lovelace", email: `${randomUUID()}@example.org` });
const parse = (input: PlaceOrderInput) => placeOrderSchema.parse(input);

/** A published event with two paid ticket types of 10 each (A and B), and the given capacity. */
async function eventWithTwoTypes(capacity: number | null, quantity = 10) {
  const host = await seedUser(db);
  return seedPublishedEvent(host.id, {
    capacity,
    ticketTypes: [
      { name: "A", kind: "paid", price: 1000, quantity },
      { name: "B", kind: "paid", price: 2000, quantity },
    ],
  });
}

/** An order written straight to the database, with one line per ticket type. */
async function insertOrder(
  event: SeededEvent,
  lines: Line[],
  { status, reservedUntil = null }: { status: string; reservedUntil?: Date | null },
) {
  const accessToken = newAccessToken();
  const order = await db.order.create({
    data: {
      eventId: event.id,
      reference: `${newOrderReference()}${randomUUID().slice(0, 8)}`,
      accessToken,
      status,
      buyerName: "Grace Hopper",
      buyerEmail: `${randomUUID()}@example.org`,
      subtotal: 0,
      total: 1000,
      currency: "EUR",
      paymentProvider: "offline",
      reservedUntil,
      items: { create: lines.map((line) => ({ ...line, unitPrice: 1000 })) },
    },
    select: { id: true },
  });
  return { id: order.id, accessToken };
}

function placeRefusal(event: SeededEvent, items: Line[], now: Date): ApiError {
  try {
    placeOrder(event.slug, parse({ items, buyer: buyer() }), { now });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("The order was placed.");
}

describe("the stock rule: the event-wide capacity of an order with several ticket types", () => {
  it("sells an order of two ticket types that fills the event's capacity exactly", async () => {
    const now = pinnedNow();
    const event = await eventWithTwoTypes(5);
    const [a, b] = event.ticketTypes;
    await insertOrder(event, [{ ticketTypeId: a.id, quantity: 1 }], { status: "completed" });

    // 1 held + 2 + 2 = 5: each line fits on its own, and together they fill the capacity exactly.
    const placed = placeOrder(
      event.slug,
      parse({
        items: [
          { ticketTypeId: a.id, quantity: 2 },
          { ticketTypeId: b.id, quantity: 2 },
        ],
        buyer: buyer(),
      }),
      { now },
    );
    expect(placed.order.status).toBe("reserved");
    expect(heldTickets(event.id, now).total).toBe(5);
  });

  it("refuses an order of two ticket types one ticket over the event's capacity, naming what is left", async () => {
    const now = pinnedNow();
    const event = await eventWithTwoTypes(5);
    const [a, b] = event.ticketTypes;
    await insertOrder(event, [{ ticketTypeId: a.id, quantity: 1 }], { status: "completed" });

    // 1 held + 2 + 3 = 6 > 5, although each line (2 and 3 of 4 left) fits on its own.
    const refusal = placeRefusal(
      event,
      [
        { ticketTypeId: a.id, quantity: 2 },
        { ticketTypeId: b.id, quantity: 3 },
      ],
      now,
    );
    expect(refusal).toMatchObject({ status: 409, code: "sold_out" });
    expect(refusal.issues).toEqual([
      { path: ["items"], code: "sold_out", message: "Only 4 tickets left for this event." },
    ]);
    expect(await db.order.count({ where: { eventId: event.id } })).toBe(1);
    expect(heldTickets(event.id, now).total).toBe(1);
  });

  it("takes back an expired order of two ticket types on a late payment only if it still fits the capacity", async () => {
    const now = pinnedNow();
    const lapsed = new Date(now.getTime() - 60_000);
    const lines = (event: SeededEvent) => [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 2 },
      { ticketTypeId: event.ticketTypes[1].id, quantity: 1 },
    ];

    // 2 sold meanwhile + the order's 3 = 5: exactly the capacity.
    const fits = await eventWithTwoTypes(5);
    const exact = await insertOrder(fits, lines(fits), { status: "expired", reservedUntil: lapsed });
    await insertOrder(fits, [{ ticketTypeId: fits.ticketTypes[0].id, quantity: 2 }], { status: "completed" });
    expect(holdTicketsForPayment(exact.id, now)).toBe("held");

    // 3 sold meanwhile + the order's 3 = 6: one over, though each ticket type alone still has room.
    const full = await eventWithTwoTypes(5);
    const over = await insertOrder(full, lines(full), { status: "expired", reservedUntil: lapsed });
    await insertOrder(full, [{ ticketTypeId: full.ticketTypes[0].id, quantity: 3 }], { status: "completed" });
    expect(holdTicketsForPayment(over.id, now)).toBe("sold_out");
    expect((await db.order.findUniqueOrThrow({ where: { id: over.id } })).status).toBe("expired");
  });
});

describe("the stock rule: a reservation that expires exactly now no longer holds its tickets", () => {
  /** An event whose only 2 tickets (type A) are reserved until `reservedUntil`. */
  async function lastTicketsReservedUntil(reservedUntil: Date) {
    const event = await eventWithTwoTypes(null, 2);
    const lines = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }];
    const order = await insertOrder(event, lines, { status: "reserved", reservedUntil });
    return { event, order, lines };
  }

  it("counts the reservation as held until the millisecond before, and not at its end", async () => {
    const now = pinnedNow();
    const { event } = await lastTicketsReservedUntil(now);
    expect(heldTickets(event.id, new Date(now.getTime() - MS)).total).toBe(2);
    expect(heldTickets(event.id, now).total).toBe(0);
    expect(await countHeldTickets(db, { eventId: event.id, now: new Date(now.getTime() - MS) })).toBe(2);
    expect(await countHeldTickets(db, { eventId: event.id, now })).toBe(0);
  });

  it("shows the tickets as available again on the public event at that instant", async () => {
    const now = pinnedNow();
    const { event } = await lastTicketsReservedUntil(now);
    const availableAt = async (at: Date) =>
      (await getPublicEventView(event.slug, { now: at }))?.ticketTypes.map((ticketType) => ticketType.available);
    expect(await availableAt(new Date(now.getTime() - MS))).toEqual([0, 2]);
    expect(await availableAt(now)).toEqual([2, 2]);
  });

  it("sells the tickets to the next buyer at that instant, and marks the lapsed reservation expired", async () => {
    const now = pinnedNow();
    const { event, order, lines } = await lastTicketsReservedUntil(now);
    expect(placeRefusal(event, lines, new Date(now.getTime() - MS))).toMatchObject({ code: "sold_out" });

    const placed = placeOrder(event.slug, parse({ items: lines, buyer: buyer() }), { now });
    expect(placed.order.status).toBe("reserved");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("expired");
  });

  it("lets the buyer check out until the millisecond before, and answers reservation_expired at its end", async () => {
    const now = pinnedNow();
    const early = await lastTicketsReservedUntil(now);
    const offline = await checkoutOrder(early.order.id, early.order.accessToken, { now: new Date(now.getTime() - MS) });
    expect(offline).toMatchObject({ order: { status: "awaiting_payment" } });

    const late = await lastTicketsReservedUntil(now);
    await expect(checkoutOrder(late.order.id, late.order.accessToken, { now })).rejects.toMatchObject({
      status: 409,
      code: "reservation_expired",
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: late.order.id } })).status).toBe("expired");
  });

  it("expires the reservation at exactly its end, not a millisecond before", async () => {
    const now = pinnedNow();
    const { order } = await lastTicketsReservedUntil(now);
    const status = async () => (await db.order.findUniqueOrThrow({ where: { id: order.id } })).status;

    await expireReservations(new Date(now.getTime() - MS), { orderId: order.id });
    expect(await status()).toBe("reserved");
    expect(await expireReservations(now, { orderId: order.id })).toBe(1);
    expect(await status()).toBe("expired");
  });

  it("does not use up a promo code's last use at that instant", async () => {
    const now = pinnedNow();
    const event = await eventWithTwoTypes(null);
    const promo = await db.promoCode.create({
      data: { eventId: event.id, code: "ONCE", discountType: "percent", amount: 10, maxUses: 1 },
    });
    const items = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }];
    const used = await insertOrder(event, items, { status: "reserved", reservedUntil: now });
    await db.order.update({ where: { id: used.id }, data: { promoCodeId: promo.id } });

    const placeWithCode = (at: Date) =>
      placeOrder(event.slug, parse({ items, buyer: buyer(), promoCode: "ONCE" }), { now: at });

    expect(() => placeWithCode(new Date(now.getTime() - MS))).toThrow("This promo code has been used up.");
    // Placing an order first expires the lapsed reservation; the count of uses ignores it either way.
    expect(placeWithCode(now).order.total).toBe(900);
  });

  it("does not count as still reserved for a late payment at that instant", async () => {
    const now = pinnedNow();
    const { event, order, lines } = await lastTicketsReservedUntil(now);
    // Someone bought the tickets the moment the reservation ended: the late payment cannot have them.
    await insertOrder(event, lines, { status: "completed" });
    expect(holdTicketsForPayment(order.id, now)).toBe("sold_out");
  });

  it("is still reserved for a late payment a millisecond before its end, and is stretched", async () => {
    const now = pinnedNow();
    const { order } = await lastTicketsReservedUntil(now);
    expect(holdTicketsForPayment(order.id, new Date(now.getTime() - MS))).toBe("held");
    const { reservedUntil } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(reservedUntil!.getTime()).toBeGreaterThan(now.getTime());
  });
});

describe("the stock rule: sales open exactly at their start and close exactly at their end", () => {
  async function eventWithSales(salesStartAt: Date | null, salesEndAt: Date | null) {
    const host = await seedUser(db);
    return seedPublishedEvent(host.id, {
      ticketTypes: [{ name: "Timed", kind: "paid", price: 1000, salesStartAt, salesEndAt }],
    });
  }
  const lines = (event: SeededEvent) => [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }];
  const onSaleAt = async (event: SeededEvent, at: Date) =>
    (await getPublicEventView(event.slug, { now: at }))?.ticketTypes[0].onSale;

  it("sells from the instant sales start, not a millisecond before", async () => {
    const now = pinnedNow();
    const event = await eventWithSales(now, null);
    expect(placeRefusal(event, lines(event), new Date(now.getTime() - MS))).toMatchObject({
      status: 409,
      code: "not_on_sale",
      message: "Timed is not on sale now.",
    });
    expect(await onSaleAt(event, new Date(now.getTime() - MS))).toBe(false);
    expect(await onSaleAt(event, now)).toBe(true);
    expect(placeOrder(event.slug, parse({ items: lines(event), buyer: buyer() }), { now }).order.status).toBe(
      "reserved",
    );
  });

  it("sells until the millisecond before sales end, not at the end", async () => {
    const now = pinnedNow();
    const event = await eventWithSales(null, now);
    expect(await onSaleAt(event, new Date(now.getTime() - MS))).toBe(true);
    expect(await onSaleAt(event, now)).toBe(false);
    expect(placeRefusal(event, lines(event), now)).toMatchObject({ code: "not_on_sale" });
    const placed = placeOrder(event.slug, parse({ items: lines(event), buyer: buyer() }), {
      now: new Date(now.getTime() - MS),
    });
    expect(placed.order.status).toBe("reserved");
  });

  it("sells between a start and an end, and answers both times on the public event", async () => {
    const now = pinnedNow();
    const start = new Date(now.getTime() - 60_000);
    const end = new Date(now.getTime() + 60_000);
    const event = await eventWithSales(start, end);
    const view = await getPublicEventView(event.slug, { now });
    expect(view?.ticketTypes[0]).toMatchObject({
      onSale: true,
      salesStartAt: start.toISOString(),
      salesEndAt: end.toISOString(),
    });
    const open = await eventWithSales(null, null);
    expect((await getPublicEventView(open.slug, { now }))?.ticketTypes[0]).toMatchObject({
      onSale: true,
      salesStartAt: null,
      salesEndAt: null,
    });
  });
});
