import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import { POST as reorderRoute } from "@/app/api/events/[id]/ticket-types/reorder/route";
import type { TicketTypeAnswer } from "@/lib/events/answers";
import {
  DAY,
  addTicketType,
  createPromo,
  createTicketType,
  deleteTicketType,
  hostWithEvent,
  insertOrder,
  listPromos,
  listTicketTypes,
  patchTicketType,
} from "@/tests/helpers/event-tickets";
import { callRoute } from "@/tests/helpers/route";

// An event's ticket types (host side). Promo codes: events-promo-codes.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

describe("ticket types", () => {
  it("creates ticket types at the end of the list, answering 201 { ticketType }", async () => {
    const { headers, eventId } = await hostWithEvent();
    const { status, data } = await createTicketType(headers, eventId, {
      name: "Free entry",
      kind: "free",
      quantity: 100,
    });
    expect(status).toBe(201);
    expect(data.ticketType).toMatchObject({
      id: expect.any(String),
      eventId,
      name: "Free entry",
      description: "",
      kind: "free",
      price: 0,
      quantity: 100,
      salesStartAt: null,
      salesEndAt: null,
      minPerOrder: 1,
      maxPerOrder: 10,
      hidden: false,
      position: 0,
      sold: 0,
      held: 0,
      hasOrders: false,
    });
    const salesStartAt = new Date(Date.now() + DAY).toISOString();
    const paid = await addTicketType(headers, eventId, {
      name: "Paid",
      salesStartAt,
      minPerOrder: 2,
      maxPerOrder: 4,
      hidden: true,
    });
    expect(paid).toMatchObject({
      position: 1,
      price: 2000,
      salesStartAt,
      minPerOrder: 2,
      maxPerOrder: 4,
      hidden: true,
    });
    const donation = await addTicketType(headers, eventId, { name: "Donation", kind: "donation", price: 0 });
    expect(donation.position).toBe(2);
    expect((await listTicketTypes(headers, eventId)).map((ticketType) => ticketType.name)).toEqual([
      "Free entry",
      "Paid",
      "Donation",
    ]);
  });

  it.each([
    ["a free ticket with a price", { kind: "free", price: 500 }, ["price"]],
    ["a paid ticket without a price", { kind: "paid", price: 0 }, ["price"]],
    ["no quantity", { quantity: undefined }, ["quantity"]],
    ["a quantity of 0", { quantity: 0 }, ["quantity"]],
    [
      "a sale that ends before it starts",
      { salesStartAt: "2030-02-01T00:00:00Z", salesEndAt: "2030-01-01T00:00:00Z" },
      ["salesEndAt"],
    ],
    ["a maximum below the minimum", { minPerOrder: 5, maxPerOrder: 2 }, ["maxPerOrder"]],
    ["an unknown kind", { kind: "vip" }, ["kind"]],
    ["a fractional price", { price: 10.5 }, ["price"]],
  ])("refuses %s with 400 and writes nothing", async (_label, json, path) => {
    const { headers, eventId } = await hostWithEvent();
    const { status, data } = await createTicketType(headers, eventId, {
      name: "Bad",
      kind: "paid",
      price: 1000,
      quantity: 10,
      ...json,
    });
    expect(status).toBe(400);
    expect(data.error.issues.map((issue: { path: string[] }) => issue.path)).toContainEqual(path);
    expect(await db.ticketType.count({ where: { eventId } })).toBe(0);
  });

  it("changes a ticket type, checking the rules on the merged values; free forces the price to 0", async () => {
    const { headers, eventId } = await hostWithEvent();
    const ticketType = await addTicketType(headers, eventId, { salesStartAt: "2030-01-10T00:00:00Z" });
    const toFree = await patchTicketType(headers, eventId, ticketType.id, { kind: "free" });
    expect(toFree).toMatchObject({ status: 200, data: { ticketType: { kind: "free", price: 0 } } });
    const priced = await patchTicketType(headers, eventId, ticketType.id, { price: 900 });
    expect(priced.status).toBe(400);
    expect(priced.data.error.issues[0]).toMatchObject({ path: ["price"], message: "A free ticket has no price." });
    const paidNoPrice = await patchTicketType(headers, eventId, ticketType.id, { kind: "paid" });
    expect(paidNoPrice.data.error.issues[0]).toMatchObject({
      path: ["price"],
      message: "A paid ticket needs a price.",
    });
    expect(
      (await patchTicketType(headers, eventId, ticketType.id, { salesEndAt: "2030-01-05T00:00:00Z" })).data.error
        .issues[0].path,
    ).toEqual(["salesEndAt"]);
    expect((await patchTicketType(headers, eventId, ticketType.id, { maxPerOrder: 0 })).status).toBe(400);
    expect(
      (await patchTicketType(headers, eventId, ticketType.id, { minPerOrder: 11 })).data.error.issues[0].path,
    ).toEqual(["maxPerOrder"]);
    expect((await patchTicketType(headers, eventId, ticketType.id, { eventId: "other" })).status).toBe(400);

    const renamed = await patchTicketType(headers, eventId, ticketType.id, {
      kind: "paid",
      price: 3500,
      name: "Standard",
      description: "Seated",
      hidden: true,
    });
    expect(renamed.data.ticketType).toMatchObject({
      kind: "paid",
      price: 3500,
      name: "Standard",
      description: "Seated",
      hidden: true,
      salesStartAt: "2030-01-10T00:00:00.000Z",
    });
  });

  it("keeps the quantity at or above the tickets sold or held (409)", async () => {
    const { headers, eventId } = await hostWithEvent();
    const ticketType = await addTicketType(headers, eventId, { quantity: 20 });
    await insertOrder(eventId, ticketType.id, { quantity: 4 });
    await insertOrder(eventId, ticketType.id, { quantity: 3, status: "awaiting_payment" });
    await insertOrder(eventId, ticketType.id, {
      quantity: 2,
      status: "reserved",
      reservedUntil: new Date(Date.now() + 60_000),
    });
    await insertOrder(eventId, ticketType.id, {
      quantity: 9,
      status: "reserved",
      reservedUntil: new Date(Date.now() - 60_000),
    });
    await insertOrder(eventId, ticketType.id, { quantity: 9, status: "cancelled" });
    expect((await listTicketTypes(headers, eventId))[0]).toMatchObject({ sold: 4, held: 9, hasOrders: true });

    const low = await patchTicketType(headers, eventId, ticketType.id, { quantity: 8 });
    expect(low.status).toBe(409);
    expect(low.data.error).toMatchObject({ code: "quantity_below_held", issues: [{ path: ["quantity"] }] });
    expect((await db.ticketType.findUniqueOrThrow({ where: { id: ticketType.id } })).quantity).toBe(20);
    expect((await patchTicketType(headers, eventId, ticketType.id, { quantity: 9 })).data.ticketType.quantity).toBe(9);
  });

  it("deletes a ticket type without orders and answers it; one with orders is a 409", async () => {
    const { headers, eventId } = await hostWithEvent();
    const unused = await addTicketType(headers, eventId, { name: "Unused" });
    const used = await addTicketType(headers, eventId, { name: "Used" });
    await insertOrder(eventId, used.id, { status: "expired" });
    expect(await deleteTicketType(headers, eventId, unused.id)).toMatchObject({
      status: 200,
      data: { ticketType: { id: unused.id, name: "Unused" } },
    });
    const refused = await deleteTicketType(headers, eventId, used.id);
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("has_orders");
    expect((await listTicketTypes(headers, eventId)).map((ticketType) => ticketType.name)).toEqual(["Used"]);
  });

  it("takes a deleted ticket type out of promo codes, refusing when a code applies to it alone", async () => {
    const { headers, eventId } = await hostWithEvent();
    const first = await addTicketType(headers, eventId, { name: "First" });
    const second = await addTicketType(headers, eventId, { name: "Second" });
    await createPromo(headers, eventId, {
      code: "BOTH",
      discountType: "percent",
      amount: 10,
      ticketTypeIds: [first.id, second.id],
    });
    await createPromo(headers, eventId, {
      code: "ONLYSECOND",
      discountType: "percent",
      amount: 10,
      ticketTypeIds: [second.id],
    });
    expect((await deleteTicketType(headers, eventId, first.id)).status).toBe(200);
    expect((await listPromos(headers, eventId)).map((promo) => [promo.code, promo.ticketTypeIds])).toEqual([
      ["BOTH", [second.id]],
      ["ONLYSECOND", [second.id]],
    ]);
    const refused = await deleteTicketType(headers, eventId, second.id);
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("promo_code_limited");
    // Nothing of the refused deletion stays written.
    expect((await listPromos(headers, eventId))[0].ticketTypeIds).toEqual([second.id]);
    expect(await db.ticketType.count({ where: { eventId } })).toBe(1);
  });

  it("reorders the event's ticket types; the list must name each of them once", async () => {
    const { headers, eventId } = await hostWithEvent();
    const [a, b, c] = [
      await addTicketType(headers, eventId, { name: "A" }),
      await addTicketType(headers, eventId, { name: "B" }),
      await addTicketType(headers, eventId, { name: "C" }),
    ];
    const reorder = (ids: unknown) =>
      callRoute(reorderRoute, { method: "POST", headers, params: { id: eventId }, json: { ids } });
    const { status, data } = await reorder([c.id, a.id, b.id]);
    expect(status).toBe(200);
    expect(data.ticketTypes.map((ticketType: TicketTypeAnswer) => [ticketType.name, ticketType.position])).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
    const other = await hostWithEvent();
    const foreign = await addTicketType(other.headers, other.eventId);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, foreign.id],
      [c.id, a.id, foreign.id],
      [c.id, c.id, a.id],
      [],
      "nope",
    ]) {
      expect((await reorder(ids)).status).toBe(400);
    }
    expect((await listTicketTypes(headers, eventId)).map((ticketType) => ticketType.name)).toEqual(["C", "A", "B"]);
    expect((await listTicketTypes(other.headers, other.eventId))[0].position).toBe(0);
  });

  it("answers 404 for a ticket type of another event, even of the same account", async () => {
    const { headers, eventId } = await hostWithEvent();
    const secondEvent = await callRoute(eventsRoute.POST, {
      method: "POST",
      headers,
      json: { title: "Second", startsAt: "2031-01-01T10:00:00Z", endsAt: "2031-01-01T12:00:00Z", timezone: "UTC" },
    });
    const elsewhere = await addTicketType(headers, secondEvent.data.event.id, { name: "Elsewhere" });
    const patched = await patchTicketType(headers, eventId, elsewhere.id, { name: "Moved" });
    expect(patched).toMatchObject({
      status: 404,
      data: { error: { code: "not_found", message: "Ticket type not found." } },
    });
    expect((await deleteTicketType(headers, eventId, elsewhere.id)).status).toBe(404);
    expect((await db.ticketType.findUniqueOrThrow({ where: { id: elsewhere.id } })).name).toBe("Elsewhere");
  });
});
