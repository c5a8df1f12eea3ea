import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { effectiveStatus, getBuyerOrderView, isSameToken, requireBuyerOrderView } from "@/lib/orders/buyer-view";
import { newAccessToken, newOrderReference, newTicketCode } from "@/lib/orders/codes";
import { seedUser } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";

// The buyer's view of an order (lib/orders/buyer-view.ts) at its edges: only the order's own
// token opens it, a hold or a payment deadline ends exactly at its instant, the payment
// instructions show only while an offline payment is outstanding, and the online link and the
// tickets only to ticket holders — in the order of the event's ticket types.

type Fixture = {
  status?: string;
  reservedUntil?: Date | null;
  paymentDueAt?: Date | null;
  total?: number;
  paymentMethod?: string;
  format?: "in-person" | "online" | "hybrid";
  promoCode?: string;
};

/** An order for two of the second ticket type and one of the first, written straight to the database. */
async function order({
  status = "reserved",
  reservedUntil = null,
  paymentDueAt = null,
  total = 5000,
  paymentMethod = "offline",
  format = "hybrid",
  promoCode,
}: Fixture = {}) {
  const host = await seedUser(db);
  const event = await seedPublishedEvent(host.id, {
    paymentMethod,
    ticketTypes: [
      { name: "Early", kind: "paid", price: 1000 },
      { name: "Late", kind: "paid", price: 2000 },
    ],
  });
  await db.event.update({
    where: { id: event.id },
    data: { format, onlineUrl: "https://stream.example.org/live", venueName: "Pier 4" },
  });
  const [early, late] = event.ticketTypes;
  const promo = promoCode
    ? await db.promoCode.create({ data: { eventId: event.id, code: promoCode, discountType: "fixed", amount: 100 } })
    : null;
  const accessToken = newAccessToken();
  const created = await db.order.create({
    data: {
      eventId: event.id,
      reference: `${newOrderReference()}${randomUUID().slice(0, 6)}`,
      accessToken,
      status,
      buyerName: "Bianca Buyer",
      buyerEmail: `${randomUUID()}@example.org`,
      subtotal: total,
      total,
      currency: "EUR",
      paymentProvider: paymentMethod,
      reservedUntil,
      paymentDueAt,
      promoCodeId: promo?.id ?? null,
      // Written in the opposite order of the ticket types: the view sorts them.
      items: {
        create: [
          { ticketTypeId: late.id, quantity: 2, unitPrice: 2000 },
          { ticketTypeId: early.id, quantity: 1, unitPrice: 1000 },
        ],
      },
    },
  });
  if (["completed", "partially_refunded"].includes(status)) {
    for (const ticketTypeId of [late.id, early.id]) {
      await db.attendee.create({
        data: {
          orderId: created.id,
          eventId: event.id,
          ticketTypeId,
          name: "Bianca",
          email: "b@example.org",
          code: newTicketCode(),
        },
      });
    }
  }
  return { id: created.id, token: accessToken };
}

const pinnedNow = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
const storedStatus = async (id: string) => (await db.order.findUniqueOrThrow({ where: { id } })).status;

describe("the buyer's order page", () => {
  it("opens only with the order's own token; anything else is the same 404 as an unknown order", async () => {
    const { id, token } = await order();
    expect(await getBuyerOrderView(id, token)).not.toBeNull();
    const sameLength = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [sameLength, token.slice(0, 10), `${token}x`, ""]) {
      expect(await getBuyerOrderView(id, wrong)).toBeNull();
    }
    expect(isSameToken(token, token)).toBe(true);
    expect(isSameToken("short", token)).toBe(false);
    await expect(requireBuyerOrderView(id, "wrong")).rejects.toMatchObject({
      status: 404,
      code: "not_found",
      message: "Order not found.",
    });
  });

  it("shows a reservation as held until its instant, then as expired, and stores that", async () => {
    const now = pinnedNow();
    const early = await order({ reservedUntil: now });
    const held = await getBuyerOrderView(early.id, early.token, new Date(now.getTime() - 1));
    expect(held?.order).toMatchObject({ status: "reserved", reservedUntil: now });
    expect(held?.payment).toMatchObject({ method: "offline", dueAt: null });
    expect(await storedStatus(early.id)).toBe("reserved");

    const lapsed = await getBuyerOrderView(early.id, early.token, now);
    expect(lapsed?.order).toMatchObject({ status: "expired", reservedUntil: null });
    expect(lapsed?.payment).toBeNull();
    expect(await storedStatus(early.id)).toBe("expired");
  });

  it("shows an offline order as awaiting payment until its deadline, then as expired, and stores that", async () => {
    const now = pinnedNow();
    const due = await order({ status: "awaiting_payment", paymentDueAt: now });
    const awaiting = await getBuyerOrderView(due.id, due.token, new Date(now.getTime() - 1));
    expect(awaiting?.order.status).toBe("awaiting_payment");
    expect(awaiting?.payment).toMatchObject({ method: "offline", dueAt: now });
    expect(await storedStatus(due.id)).toBe("awaiting_payment");

    const overdue = await getBuyerOrderView(due.id, due.token, now);
    expect(overdue?.order).toMatchObject({ status: "expired", paymentDueAt: now });
    expect(overdue?.payment).toBeNull();
    expect(await storedStatus(due.id)).toBe("expired");
  });

  it("shows payment instructions only for an outstanding offline payment of money", async () => {
    const now = pinnedNow();
    const later = new Date(now.getTime() + 60_000);
    expect((await viewOf({ reservedUntil: later, paymentMethod: "stripe" }, now))?.payment).toBeNull();
    expect((await viewOf({ reservedUntil: later, total: 0 }, now))?.payment).toBeNull();
    expect((await viewOf({ status: "completed" }, now))?.payment).toBeNull();
    expect((await viewOf({ status: "cancelled" }, now))?.payment).toBeNull();
  });

  it("lists the lines in the event's order of ticket types, with the promo code", async () => {
    const view = await viewOf({ reservedUntil: new Date(Date.now() + 60_000), promoCode: "FRIEND" });
    expect(view?.order.items.map((item) => [item.name, item.quantity, item.amount])).toEqual([
      ["Early", 1, 1000],
      ["Late", 2, 4000],
    ]);
    expect(view?.order).toMatchObject({ ticketCount: 3, promoCode: "FRIEND" });
    expect((await viewOf({ reservedUntil: new Date(Date.now() + 60_000) }))?.order.promoCode).toBeNull();
  });

  it("gives tickets and the online link only to ticket holders, and no venue for an online event", async () => {
    const completed = await viewOf({ status: "completed" });
    expect(completed?.tickets.map((ticket) => ticket.ticketTypeName)).toEqual(["Early", "Late"]);
    expect(completed?.tickets[0].qr).toContain("<svg");
    expect(completed?.event).toMatchObject({ onlineUrl: "https://stream.example.org/live", venue: { name: "Pier 4" } });

    const reserved = await viewOf({ reservedUntil: new Date(Date.now() + 60_000) });
    expect([reserved?.tickets, reserved?.event.onlineUrl]).toEqual([[], null]);

    expect((await viewOf({ status: "completed", format: "in-person" }))?.event.onlineUrl).toBeNull();
    const online = await viewOf({ status: "completed", format: "online" });
    expect(online?.event).toMatchObject({ venue: null, onlineUrl: "https://stream.example.org/live" });
  });

  it("reads a reservation without a hold time as expired", () => {
    const now = new Date();
    expect(effectiveStatus({ status: "reserved", reservedUntil: null, paymentDueAt: null }, now)).toBe("expired");
    expect(effectiveStatus({ status: "awaiting_payment", reservedUntil: null, paymentDueAt: null }, now)).toBe(
      "awaiting_payment",
    );
  });
});

async function viewOf(fixture: Fixture, now = new Date()) {
  const { id, token } = await order(fixture);
  return getBuyerOrderView(id, token, now);
}
