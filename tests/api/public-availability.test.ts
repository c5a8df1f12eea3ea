import { db } from "@/lib/db";
import type { PlaceOrderInput } from "@/lib/events/schema";
import { GET as getAvailability } from "@/app/api/public/events/[slug]/availability/route";
import { POST as postOrder } from "@/app/api/public/events/[slug]/orders/route";
import { seedUser } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { seedPublishedEvent } from "@/tests/helpers/events";

// GET /api/public/events/{slug}/availability: what the cached event page reads in the browser.

const buyer = { name: "Grace Hopper", email: "grace@example.org" };

function order(slug: string, input: PlaceOrderInput) {
  return callRoute(postOrder, { method: "POST", json: input, params: { slug } });
}

describe("GET /api/public/events/{slug}/availability", () => {
  it("answers each visible ticket type's tickets left, limited by the event's capacity", async () => {
    const { id: userId } = await seedUser(db);
    const event = await seedPublishedEvent(userId, {
      capacity: 5,
      ticketTypes: [
        { name: "Early bird", quantity: 3 },
        { name: "Standard", quantity: 50 },
        { name: "Crew", hidden: true },
      ],
    });
    await order(event.slug, { items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }], buyer });

    const { status, data, headers } = await callRoute(getAvailability, { params: { slug: event.slug } });
    expect(status).toBe(200);
    expect(data).toEqual({
      status: "published",
      ended: false,
      soldOut: false,
      ticketTypes: [
        { id: event.ticketTypes[0].id, available: 1, onSale: true },
        { id: event.ticketTypes[1].id, available: 3, onSale: true },
      ],
    });
    // A shared cache may keep it for a moment; a browser asks again on every look.
    expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2");
  });

  it("says sold out once the last ticket is taken", async () => {
    const { id: userId } = await seedUser(db);
    const event = await seedPublishedEvent(userId, { ticketTypes: [{ name: "Only", quantity: 1 }] });
    expect((await callRoute(getAvailability, { params: { slug: event.slug } })).data.soldOut).toBe(false);
    await order(event.slug, { items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }], buyer });
    const { data } = await callRoute(getAvailability, { params: { slug: event.slug } });
    expect(data).toMatchObject({ soldOut: true, ticketTypes: [{ available: 0, onSale: true }] });
  });

  it("keeps answering for a cancelled event (its page says so), but not for drafts or private events", async () => {
    const { id: userId } = await seedUser(db);
    const cancelled = await seedPublishedEvent(userId, { status: "cancelled" });
    const { status, data } = await callRoute(getAvailability, { params: { slug: cancelled.slug } });
    expect(status).toBe(200);
    expect(data).toMatchObject({ status: "cancelled", ticketTypes: [{ onSale: false }] });
    for (const hidden of [{ status: "draft" }, { visibility: "private" }, { status: "archived" }]) {
      const event = await seedPublishedEvent(userId, hidden);
      expect((await callRoute(getAvailability, { params: { slug: event.slug } })).status).toBe(404);
    }
    expect((await callRoute(getAvailability, { params: { slug: "no-such-event" } })).status).toBe(404);
  });
});
