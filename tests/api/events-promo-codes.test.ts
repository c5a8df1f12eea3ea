import { db } from "@/lib/db";
import * as promoCodeRoute from "@/app/api/events/[id]/promo-codes/[promoCodeId]/route";
import {
  addTicketType,
  createPromo,
  hostWithEvent,
  insertOrder,
  listPromos,
  patchPromo,
} from "@/tests/helpers/event-tickets";
import { callRoute } from "@/tests/helpers/route";

// An event's promo codes (host side). Ticket types: events-ticket-types.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

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
