import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { POST as publishRoute } from "@/app/api/events/[id]/publish/route";
import { POST as cancelRoute } from "@/app/api/events/[id]/cancel/route";
import { POST as archiveRoute } from "@/app/api/events/[id]/archive/route";
import { POST as duplicateRoute } from "@/app/api/events/[id]/duplicate/route";
import { GET as statsRoute } from "@/app/api/events/[id]/stats/route";
import * as promoCodesRoute from "@/app/api/events/[id]/promo-codes/route";
import type { EventDetail } from "@/lib/events/answers";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { signedInUser } from "@/tests/helpers/auth";
import { addTicketType, call, createEvent, inDays, insertOrder } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// An event's lifecycle on the host side: publishing, cancelling (with the orders still waiting),
// archiving, and duplicating it as a new draft.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

beforeEach(() => jest.mocked(sendOrderEmails).mockClear());

describe("publish, cancel, archive", () => {
  it("publishes a draft with a ticket type and a future end", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers);
    const noTickets = await call(publishRoute, headers, event.id);
    expect(noTickets.status).toBe(409);
    expect(noTickets.data.error).toMatchObject({
      code: "no_ticket_types",
      message: "Add a ticket type before publishing.",
    });

    await addTicketType(headers, event.id);
    const { status, data } = await call(publishRoute, headers, event.id);
    expect(status).toBe(200);
    expect(data.event).toMatchObject({ id: event.id, status: "published", ended: false });
    expect(data.event.publishedAt).toEqual(expect.any(String));
    expect((await call(publishRoute, headers, event.id)).data.error.code).toBe("invalid_status");
  });

  it("refuses to publish an event that has already ended", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers, { startsAt: inDays(-2).toISOString(), endsAt: inDays(-1).toISOString() });
    await addTicketType(headers, event.id);
    const { status, data } = await call(publishRoute, headers, event.id);
    expect(status).toBe(409);
    expect(data.error.code).toBe("event_ended");
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("draft");
  });

  it("cancels an event with the orders still waiting, which the overview announced beforehand", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers);
    const ticketType = await addTicketType(headers, event.id, { kind: "paid", price: 1000 });
    await call(publishRoute, headers, event.id);
    const soon = new Date(Date.now() + 10 * 60_000);
    const reserved = await insertOrder(event.id, ticketType.id, { status: "reserved", reservedUntil: soon });
    const lapsed = await insertOrder(event.id, ticketType.id, {
      status: "reserved",
      reservedUntil: new Date(Date.now() - 60_000),
    });
    const awaiting = await insertOrder(event.id, ticketType.id, { status: "awaiting_payment" });
    const completed = await insertOrder(event.id, ticketType.id, { status: "completed" });

    const stats = await callRoute(statsRoute, { headers, params: { id: event.id } });
    expect(stats.data.activeOrders).toBe(2);

    const { status, data } = await call(cancelRoute, headers, event.id);
    expect(status).toBe(200);
    expect(data).toMatchObject({ event: { status: "cancelled" }, ordersAffected: 2 });
    expect(data.event.cancelledAt).toEqual(expect.any(String));
    const statuses = Object.fromEntries(
      (await db.order.findMany({ where: { eventId: event.id }, select: { id: true, status: true } })).map((order) => [
        order.id,
        order.status,
      ]),
    );
    expect(statuses).toEqual({
      [reserved.id]: "cancelled",
      [lapsed.id]: "reserved",
      [awaiting.id]: "cancelled",
      [completed.id]: "completed",
    });
    expect(
      jest
        .mocked(sendOrderEmails)
        .mock.calls.map(([orderId]) => orderId)
        .sort(),
    ).toEqual([reserved.id, awaiting.id].sort());
    expect((await callRoute(statsRoute, { headers, params: { id: event.id } })).data.activeOrders).toBe(0);

    const again = await call(cancelRoute, headers, event.id);
    expect(again.status).toBe(409);
  });

  it("cancels a draft, and archives from any status (twice changes nothing); an archived event cannot be cancelled", async () => {
    const { headers } = await signedInUser();
    const draft = await createEvent(headers);
    expect((await call(cancelRoute, headers, draft.id)).data).toMatchObject({
      event: { status: "cancelled" },
      ordersAffected: 0,
    });
    const archived = await call(archiveRoute, headers, draft.id);
    expect(archived).toMatchObject({ status: 200, data: { event: { status: "archived" } } });
    const archivedAt = archived.data.event.archivedAt;
    expect((await call(archiveRoute, headers, draft.id)).data.event.archivedAt).toBe(archivedAt);
    expect((await call(cancelRoute, headers, draft.id)).status).toBe(409);
    expect((await call(publishRoute, headers, draft.id)).status).toBe(409);
  });
});

describe("POST /api/events/{id}/duplicate", () => {
  it("copies the event as a new draft with its ticket types and promo codes, and no orders", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers, {
      title: `Workshop ${randomUUID().slice(0, 6)}`,
      capacity: 30,
      venueCity: "Iasi",
      description: "<p>Bring a laptop</p>",
    });
    const early = await addTicketType(headers, event.id, { name: "Early", kind: "paid", price: 1500, quantity: 10 });
    const regular = await addTicketType(headers, event.id, {
      name: "Regular",
      kind: "paid",
      price: 2500,
      quantity: 20,
      hidden: true,
    });
    await callRoute(promoCodesRoute.POST, {
      method: "POST",
      headers,
      params: { id: event.id },
      json: { code: "early10", discountType: "percent", amount: 10, ticketTypeIds: [early.id] },
    });
    await callRoute(promoCodesRoute.POST, {
      method: "POST",
      headers,
      params: { id: event.id },
      json: { code: "ALL5", discountType: "fixed", amount: 500 },
    });
    await call(publishRoute, headers, event.id);
    await insertOrder(event.id, early.id, { quantity: 2 });

    const { status, data } = await call(duplicateRoute, headers, event.id);
    expect(status).toBe(201);
    const copy: EventDetail = data.event;
    expect(copy).toMatchObject({
      title: `${event.title} (copy)`,
      slug: `${event.slug}-copy`,
      status: "draft",
      publishedAt: null,
      capacity: 30,
      venueCity: "Iasi",
      description: "<p>Bring a laptop</p>",
      startsAt: event.startsAt,
      hasOrders: false,
    });
    expect(copy.id).not.toBe(event.id);
    expect(
      copy.ticketTypes.map((ticketType) => [
        ticketType.name,
        ticketType.price,
        ticketType.quantity,
        ticketType.hidden,
        ticketType.sold,
      ]),
    ).toEqual([
      ["Early", 1500, 10, false, 0],
      ["Regular", 2500, 20, true, 0],
    ]);
    expect(copy.ticketTypes.map((ticketType) => ticketType.id)).not.toContain(early.id);
    const promoCodes = (await callRoute(promoCodesRoute.GET, { headers, params: { id: copy.id } })).data.promoCodes;
    expect(
      promoCodes.map((promoCode: { code: string; ticketTypeIds: string[]; uses: number }) => [
        promoCode.code,
        promoCode.ticketTypeIds,
        promoCode.uses,
      ]),
    ).toEqual([
      ["EARLY10", [copy.ticketTypes[0].id], 0],
      ["ALL5", [], 0],
    ]);
    expect(await db.order.count({ where: { eventId: copy.id } })).toBe(0);
    expect(regular.id).toBeTruthy();
    // The original is untouched.
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("published");
  });
});
