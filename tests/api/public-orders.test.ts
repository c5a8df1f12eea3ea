import { db } from "@/lib/db";
import { placeOrder } from "@/lib/orders/reserve";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/events/schema";
import { GET as getPublicEvent } from "@/app/api/public/events/[slug]/route";
import { POST as postOrder } from "@/app/api/public/events/[slug]/orders/route";
import { seedUser } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { seedPublishedEvent } from "@/tests/helpers/events";

const buyer = { name: "Ada Lovelace", email: "Ada@Example.org" };

async function host() {
  return seedUser(db);
}

function order(slug: string, input: PlaceOrderInput) {
  return callRoute(postOrder, { method: "POST", json: input, params: { slug } });
}

describe("GET /api/public/events/{slug}", () => {
  it("shows a published event's visible ticket types with what is left", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, {
      capacity: 5,
      ticketTypes: [
        { name: "Early bird", quantity: 3 },
        { name: "Standard", quantity: 50, kind: "paid", price: 2500 },
        { name: "Crew", hidden: true },
      ],
    });
    await order(event.slug, { items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }], buyer });

    const { status, data } = await callRoute(getPublicEvent, { params: { slug: event.slug } });
    expect(status).toBe(200);
    expect(data.event).toMatchObject({ slug: event.slug, currency: "EUR", soldOut: false });
    // Early bird: 3 − 2; Standard: limited by the event's capacity 5 − 2.
    expect(
      data.ticketTypes.map((ticketType: { name: string; available: number }) => [
        ticketType.name,
        ticketType.available,
      ]),
    ).toEqual([
      ["Early bird", 1],
      ["Standard", 3],
    ]);
    expect(data.ticketTypes[1]).toMatchObject({
      kind: "paid",
      price: 2500,
      currency: "EUR",
      minPerOrder: 1,
      maxPerOrder: 10,
      onSale: true,
    });
  });

  it.each([
    ["draft", "public"],
    ["cancelled", "public"],
    ["archived", "public"],
    ["published", "private"],
  ])("answers 404 for a %s %s event", async (status, visibility) => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { status, visibility });
    expect((await callRoute(getPublicEvent, { params: { slug: event.slug } })).status).toBe(404);
  });

  it("opens an unlisted event by its link", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { visibility: "unlisted" });
    expect((await callRoute(getPublicEvent, { params: { slug: event.slug } })).status).toBe(200);
  });
});

describe("POST /api/public/events/{slug}/orders", () => {
  it("completes a free order at once with one attendee per ticket and the visitor's tracking", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId);
    const { status, data } = await order(event.slug, {
      items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 3 }],
      buyer,
      tracking: { utm_source: "newsletter", utm_campaign: "launch", ref: "friend", unknown: "dropped" } as never,
    });
    expect(status).toBe(201);
    expect(data.order).toMatchObject({ status: "completed", reservedUntil: null, total: 0, currency: "EUR" });
    expect(data.order.reference).toMatch(/^HD-[A-Z2-9]{6}$/);
    expect(data.accessToken.length).toBeGreaterThanOrEqual(32);

    const stored = await db.order.findUniqueOrThrow({
      where: { id: data.order.id },
      include: { attendees: true, items: true },
    });
    expect(stored).toMatchObject({
      buyerEmail: "ada@example.org",
      paymentProvider: "free",
      utmSource: "newsletter",
      utmCampaign: "launch",
      ref: "friend",
      utmMedium: null,
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(stored.attendees).toHaveLength(3);
    expect(new Set(stored.attendees.map((attendee) => attendee.code)).size).toBe(3);
  }, 30_000); // its confirmation mail renders QR codes: the first in a worker loads their modules

  it("reserves a paid order for the event's reservation time, without attendees yet", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { ticketTypes: [{ kind: "paid", price: 1500 }] });
    const before = Date.now();
    const { status, data } = await order(event.slug, {
      items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }],
      buyer,
    });
    expect(status).toBe(201);
    expect(data.order).toMatchObject({ status: "reserved", total: 3000 });
    const reservedFor = new Date(data.order.reservedUntil).getTime() - before;
    expect(reservedFor).toBeGreaterThan(14.9 * 60_000);
    expect(reservedFor).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(await db.attendee.count({ where: { orderId: data.order.id } })).toBe(0);
  });

  it("refuses more than is left with 409 sold_out, and frees expired reservations", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { ticketTypes: [{ kind: "paid", price: 1000, quantity: 2 }] });
    const ticketTypeId = event.ticketTypes[0].id;
    const parse = (input: PlaceOrderInput) => placeOrderSchema.parse(input);
    const first = placeOrder(event.slug, parse({ items: [{ ticketTypeId, quantity: 2 }], buyer }));

    const refused = await order(event.slug, { items: [{ ticketTypeId, quantity: 1 }], buyer });
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe("sold_out");

    // Sixteen minutes later the first reservation has lapsed: its tickets are for sale again.
    const later = new Date(Date.now() + 16 * 60_000);
    const second = placeOrder(event.slug, parse({ items: [{ ticketTypeId, quantity: 2 }], buyer }), { now: later });
    expect(second.order.status).toBe("reserved");
    expect((await db.order.findUniqueOrThrow({ where: { id: first.order.id } })).status).toBe("expired");
  });

  it("applies a promo code: percent on its ticket types, fixed per ticket, and refuses used-up or expired codes", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, {
      ticketTypes: [
        { kind: "paid", price: 2000 },
        { kind: "paid", price: 5000 },
      ],
    });
    const [standard, vip] = event.ticketTypes;
    await db.promoCode.createMany({
      data: [
        {
          eventId: event.id,
          code: "FRIENDS",
          discountType: "percent",
          amount: 25,
          ticketTypeIds: JSON.stringify([vip.id]),
        },
        { eventId: event.id, code: "TENOFF", discountType: "fixed", amount: 1000, maxUses: 1 },
        { eventId: event.id, code: "OLD", discountType: "percent", amount: 50, expiresAt: new Date(Date.now() - 1000) },
        {
          eventId: event.id,
          code: "SOON",
          discountType: "percent",
          amount: 50,
          expiresAt: new Date(Date.now() + 3600_000),
        },
      ],
    });
    const items = [
      { ticketTypeId: standard.id, quantity: 1 },
      { ticketTypeId: vip.id, quantity: 2 },
    ];
    const percent = await order(event.slug, { items, buyer, promoCode: "friends" });
    expect(percent.data.order.total).toBe(2000 + 10000 - 2500);

    const fixed = await order(event.slug, { items, buyer, promoCode: "TENOFF" });
    expect(fixed.data.order.total).toBe(12000 - 3 * 1000);
    const usedUp = await order(event.slug, { items, buyer, promoCode: "TENOFF" });
    expect(usedUp.status).toBe(400);
    expect(usedUp.data.error.issues[0]).toMatchObject({
      path: ["promoCode"],
      message: "This promo code has been used up.",
    });

    expect((await order(event.slug, { items, buyer, promoCode: "OLD" })).data.error.issues[0].message).toBe(
      "This promo code has expired.",
    );
    // A code with an expiry still ahead works until then.
    expect((await order(event.slug, { items, buyer, promoCode: "SOON" })).data.order.total).toBe(12000 / 2);
    expect((await order(event.slug, { items, buyer, promoCode: "NOPE" })).status).toBe(400);
  });

  it("takes the donor's amount, at least the minimum", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { ticketTypes: [{ kind: "donation", price: 500 }] });
    const ticketTypeId = event.ticketTypes[0].id;
    expect((await order(event.slug, { items: [{ ticketTypeId, quantity: 1, amount: 300 }], buyer })).status).toBe(400);
    const generous = await order(event.slug, { items: [{ ticketTypeId, quantity: 2, amount: 2000 }], buyer });
    expect(generous.data.order).toMatchObject({ status: "reserved", total: 4000 });
  });

  it("enforces min and max per order, hidden ticket types and the sale window", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, {
      ticketTypes: [
        { name: "Pair", minPerOrder: 2, maxPerOrder: 4 },
        { name: "Staff", hidden: true },
        { name: "Later", salesStartAt: new Date(Date.now() + 86_400_000) },
      ],
    });
    const [pair, staff, later] = event.ticketTypes;
    const tooFew = await order(event.slug, { items: [{ ticketTypeId: pair.id, quantity: 1 }], buyer });
    expect(tooFew.status).toBe(400);
    expect(tooFew.data.error.issues[0].path).toEqual(["items", 0, "quantity"]);
    expect((await order(event.slug, { items: [{ ticketTypeId: pair.id, quantity: 5 }], buyer })).status).toBe(400);
    expect((await order(event.slug, { items: [{ ticketTypeId: staff.id, quantity: 1 }], buyer })).status).toBe(400);
    const notYet = await order(event.slug, { items: [{ ticketTypeId: later.id, quantity: 1 }], buyer });
    expect(notYet.status).toBe(409);
    expect(notYet.data.error.code).toBe("not_on_sale");
  });

  it("answers 400 for bad input and writes nothing", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId);
    const ticketTypeId = event.ticketTypes[0].id;
    const bad: unknown[] = [
      {},
      { items: [], buyer },
      { items: [{ ticketTypeId, quantity: 0 }], buyer },
      { items: [{ ticketTypeId, quantity: 1.5 }], buyer },
      { items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "", email: "a@b.co" } },
      { items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "A", email: "not-an-email" } },
      {
        items: [
          { ticketTypeId, quantity: 1 },
          { ticketTypeId, quantity: 1 },
        ],
        buyer,
      },
      { items: [{ ticketTypeId: "someone-elses", quantity: 1 }], buyer },
      { items: [{ ticketTypeId, quantity: 1 }], buyer, extra: true },
    ];
    for (const body of bad) {
      const { status, data } = await callRoute(postOrder, { method: "POST", json: body, params: { slug: event.slug } });
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    const malformed = await callRoute(postOrder, {
      method: "POST",
      rawBody: "{not json",
      params: { slug: event.slug },
    });
    expect(malformed.status).toBe(400);
    expect(await db.order.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("answers 404 for events that are not on sale publicly and for another event's ticket type", async () => {
    const { id: userId } = await host();
    const draft = await seedPublishedEvent(userId, { status: "draft" });
    const open = await seedPublishedEvent(userId);
    expect(
      (await order(draft.slug, { items: [{ ticketTypeId: draft.ticketTypes[0].id, quantity: 1 }], buyer })).status,
    ).toBe(404);
    expect(
      (await order("no-such-event", { items: [{ ticketTypeId: open.ticketTypes[0].id, quantity: 1 }], buyer })).status,
    ).toBe(404);
    expect(
      (await order(open.slug, { items: [{ ticketTypeId: draft.ticketTypes[0].id, quantity: 1 }], buyer })).status,
    ).toBe(400);
  });

  it("refuses orders for an event that has ended", async () => {
    const { id: userId } = await host();
    const event = await seedPublishedEvent(userId, { startsAt: new Date(Date.now() - 5 * 3_600_000) });
    const { status, data } = await order(event.slug, {
      items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }],
      buyer,
    });
    expect(status).toBe(409);
    expect(data.error.code).toBe("event_ended");
  });
});
