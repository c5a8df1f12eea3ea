import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as ticketTypesRoute from "@/app/api/events/[id]/ticket-types/route";
import * as ticketTypeRoute from "@/app/api/events/[id]/ticket-types/[ticketTypeId]/route";
import { POST as reorderRoute } from "@/app/api/events/[id]/ticket-types/reorder/route";
import * as promoCodesRoute from "@/app/api/events/[id]/promo-codes/route";
import * as promoCodeRoute from "@/app/api/events/[id]/promo-codes/[promoCodeId]/route";
import type { PromoCodeAnswer, TicketTypeAnswer } from "@/lib/events/answers";
import { newAccessToken, newOrderReference } from "@/lib/orders/codes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Ticket types and promo codes of an event (host side).

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

type Headers = Record<string, string>;
const DAY = 86_400_000;

async function hostWithEvent() {
  const signedIn = await signedInUser();
  const startsAt = new Date(Date.now() + 10 * DAY);
  const { status, data } = await callRoute(eventsRoute.POST, {
    method: "POST",
    headers: signedIn.headers,
    json: {
      title: "Ticketed",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + DAY / 8).toISOString(),
      timezone: "UTC",
      currency: "EUR",
    },
  });
  expect(status).toBe(201);
  return { ...signedIn, eventId: data.event.id as string };
}

const createTicketType = (headers: Headers, eventId: string, json: Record<string, unknown>) =>
  callRoute(ticketTypesRoute.POST, { method: "POST", headers, params: { id: eventId }, json });
const patchTicketType = (headers: Headers, eventId: string, ticketTypeId: string, json: unknown) =>
  callRoute(ticketTypeRoute.PATCH, { method: "PATCH", headers, params: { id: eventId, ticketTypeId }, json });
const deleteTicketType = (headers: Headers, eventId: string, ticketTypeId: string) =>
  callRoute(ticketTypeRoute.DELETE, { method: "DELETE", headers, params: { id: eventId, ticketTypeId } });
const listTicketTypes = async (headers: Headers, eventId: string): Promise<TicketTypeAnswer[]> =>
  (await callRoute(ticketTypesRoute.GET, { headers, params: { id: eventId } })).data.ticketTypes;

async function addTicketType(
  headers: Headers,
  eventId: string,
  json: Record<string, unknown> = {},
): Promise<TicketTypeAnswer> {
  const { status, data } = await createTicketType(headers, eventId, {
    name: "General",
    kind: "paid",
    price: 2000,
    quantity: 50,
    ...json,
  });
  expect(status).toBe(201);
  return data.ticketType;
}

const createPromo = (headers: Headers, eventId: string, json: Record<string, unknown>) =>
  callRoute(promoCodesRoute.POST, { method: "POST", headers, params: { id: eventId }, json });
const patchPromo = (headers: Headers, eventId: string, promoCodeId: string, json: unknown) =>
  callRoute(promoCodeRoute.PATCH, { method: "PATCH", headers, params: { id: eventId, promoCodeId }, json });
const listPromos = async (headers: Headers, eventId: string): Promise<PromoCodeAnswer[]> =>
  (await callRoute(promoCodesRoute.GET, { headers, params: { id: eventId } })).data.promoCodes;

/** An order of `quantity` tickets in `status`, written straight to the database. */
async function insertOrder(
  eventId: string,
  ticketTypeId: string,
  { status = "completed", quantity = 1, promoCodeId = null as string | null, reservedUntil = null as Date | null } = {},
) {
  return db.order.create({
    data: {
      eventId,
      reference: newOrderReference() + Math.random().toString(36).slice(2, 6),
      accessToken: newAccessToken(),
      status,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.org",
      subtotal: 1000 * quantity,
      discount: promoCodeId ? 100 : 0,
      total: 1000 * quantity - (promoCodeId ? 100 : 0),
      currency: "EUR",
      paymentProvider: "offline",
      promoCodeId,
      reservedUntil,
      items: { create: { ticketTypeId, quantity, unitPrice: 1000 } },
    },
    select: { id: true },
  });
}

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

describe("promo codes", () => {
  it("creates a code in upper case, answering 201 { promoCode }", async () => {
    const { headers, eventId } = await hostWithEvent();
    const ticketType = await addTicketType(headers, eventId);
    const expiresAt = "2031-05-01T00:00:00.000Z";
    const { status, data } = await createPromo(headers, eventId, {
      code: " early-bird_1 ",
      discountType: "fixed",
      amount: 500,
      ticketTypeIds: [ticketType.id, ticketType.id],
      maxUses: 10,
      expiresAt,
    });
    expect(status).toBe(201);
    expect(data.promoCode).toEqual({
      id: expect.any(String),
      eventId,
      code: "EARLY-BIRD_1",
      discountType: "fixed",
      amount: 500,
      ticketTypeIds: [ticketType.id],
      maxUses: 10,
      expiresAt,
      createdAt: expect.any(String),
      uses: 0,
    });
    const all = await createPromo(headers, eventId, { code: "all", discountType: "percent", amount: 100 });
    expect(all.data.promoCode).toMatchObject({ code: "ALL", ticketTypeIds: [], maxUses: null, expiresAt: null });
    expect((await listPromos(headers, eventId)).map((promo) => promo.code)).toEqual(["EARLY-BIRD_1", "ALL"]);
  });

  it("keeps codes unique within an event (409 code_taken), not across events", async () => {
    const { headers, eventId } = await hostWithEvent();
    await createPromo(headers, eventId, { code: "SUMMER", discountType: "percent", amount: 10 });
    const again = await createPromo(headers, eventId, { code: "summer", discountType: "fixed", amount: 100 });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({ code: "code_taken", issues: [{ path: ["code"] }] });
    const other = await hostWithEvent();
    expect(
      (await createPromo(other.headers, other.eventId, { code: "SUMMER", discountType: "percent", amount: 10 })).status,
    ).toBe(201);

    const winter = (await createPromo(headers, eventId, { code: "WINTER", discountType: "percent", amount: 10 })).data
      .promoCode;
    expect((await patchPromo(headers, eventId, winter.id, { code: "Summer" })).data.error.code).toBe("code_taken");
    expect((await patchPromo(headers, eventId, winter.id, { code: "WINTER" })).status).toBe(200);
    expect(await db.promoCode.count({ where: { eventId } })).toBe(2);
  });

  it.each([
    ["a percentage over 100", { discountType: "percent", amount: 101 }],
    ["an amount of 0", { amount: 0 }],
    ["a code with spaces", { code: "TWO WORDS" }],
    ["a two-letter code", { code: "AB" }],
    ["an unknown discount type", { discountType: "bogo" }],
    ["a bad expiry", { expiresAt: "tomorrow" }],
  ])("refuses %s with 400", async (_label, json) => {
    const { headers, eventId } = await hostWithEvent();
    expect(
      (await createPromo(headers, eventId, { code: "VALID", discountType: "fixed", amount: 100, ...json })).status,
    ).toBe(400);
    expect(await db.promoCode.count({ where: { eventId } })).toBe(0);
  });

  it("refuses ticket types of another event with 400 on ticketTypeIds", async () => {
    const { headers, eventId } = await hostWithEvent();
    const own = await addTicketType(headers, eventId);
    const other = await hostWithEvent();
    const foreign = await addTicketType(other.headers, other.eventId);
    const created = await createPromo(headers, eventId, {
      code: "MIXED",
      discountType: "percent",
      amount: 5,
      ticketTypeIds: [own.id, foreign.id],
    });
    expect(created.status).toBe(400);
    expect(created.data.error.issues[0].path).toEqual(["ticketTypeIds"]);
    expect(await db.promoCode.count({ where: { eventId } })).toBe(0);
    const promo = (
      await createPromo(headers, eventId, { code: "OWN", discountType: "percent", amount: 5, ticketTypeIds: [own.id] })
    ).data.promoCode;
    expect((await patchPromo(headers, eventId, promo.id, { ticketTypeIds: ["missing"] })).status).toBe(400);
    expect((await listPromos(headers, eventId))[0].ticketTypeIds).toEqual([own.id]);
  });

  it("checks the percent limit on the merged values when changing a code", async () => {
    const { headers, eventId } = await hostWithEvent();
    const promo = (await createPromo(headers, eventId, { code: "FIXED", discountType: "fixed", amount: 5000 })).data
      .promoCode;
    const toPercent = await patchPromo(headers, eventId, promo.id, { discountType: "percent" });
    expect(toPercent.status).toBe(400);
    expect(toPercent.data.error.issues[0].path).toEqual(["amount"]);
    const changed = await patchPromo(headers, eventId, promo.id, {
      discountType: "percent",
      amount: 25,
      maxUses: 3,
      expiresAt: null,
    });
    expect(changed.data.promoCode).toMatchObject({ discountType: "percent", amount: 25, maxUses: 3 });
  });

  it("counts uses by orders that hold tickets", async () => {
    const { headers, eventId } = await hostWithEvent();
    const ticketType = await addTicketType(headers, eventId);
    const promo = (await createPromo(headers, eventId, { code: "COUNTED", discountType: "fixed", amount: 100 })).data
      .promoCode;
    const unused = (await createPromo(headers, eventId, { code: "UNUSED", discountType: "fixed", amount: 100 })).data
      .promoCode;
    for (const [status, reservedUntil] of [
      ["completed", null],
      ["awaiting_payment", null],
      ["partially_refunded", null],
      ["reserved", new Date(Date.now() + 60_000)],
      ["reserved", new Date(Date.now() - 60_000)],
      ["cancelled", null],
      ["refunded", null],
      ["expired", null],
    ] as const) {
      await insertOrder(eventId, ticketType.id, { status, reservedUntil, promoCodeId: promo.id });
    }
    expect((await listPromos(headers, eventId)).map((item) => [item.code, item.uses])).toEqual([
      ["COUNTED", 4],
      ["UNUSED", 0],
    ]);
    expect(unused.uses).toBe(0);
  });

  it("deletes a code and answers it; orders keep their discount", async () => {
    const { headers, eventId } = await hostWithEvent();
    const ticketType = await addTicketType(headers, eventId);
    const promo = (await createPromo(headers, eventId, { code: "GONE", discountType: "fixed", amount: 100 })).data
      .promoCode;
    const order = await insertOrder(eventId, ticketType.id, { promoCodeId: promo.id });
    const removed = await callRoute(promoCodeRoute.DELETE, {
      method: "DELETE",
      headers,
      params: { id: eventId, promoCodeId: promo.id },
    });
    expect(removed).toMatchObject({ status: 200, data: { promoCode: { id: promo.id, code: "GONE", uses: 1 } } });
    expect(
      await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { promoCodeId: true, discount: true } }),
    ).toEqual({ promoCodeId: null, discount: 100 });
    expect(await listPromos(headers, eventId)).toEqual([]);
  });

  it("answers 404 for a promo code of another event", async () => {
    const { headers, eventId } = await hostWithEvent();
    const other = await hostWithEvent();
    const foreign = (
      await createPromo(other.headers, other.eventId, { code: "THEIRS", discountType: "fixed", amount: 100 })
    ).data.promoCode;
    expect(await patchPromo(headers, eventId, foreign.id, { amount: 1 })).toMatchObject({
      status: 404,
      data: { error: { message: "Promo code not found." } },
    });
    expect(
      (
        await callRoute(promoCodeRoute.DELETE, {
          method: "DELETE",
          headers,
          params: { id: eventId, promoCodeId: foreign.id },
        })
      ).status,
    ).toBe(404);
    expect((await db.promoCode.findUniqueOrThrow({ where: { id: foreign.id } })).amount).toBe(100);
  });
});
