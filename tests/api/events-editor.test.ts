import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as eventRoute from "@/app/api/events/[id]/route";
import { POST as publishRoute } from "@/app/api/events/[id]/publish/route";
import { POST as reorderRoute } from "@/app/api/events/[id]/ticket-types/reorder/route";
import { personalAccountKey } from "@/lib/events/account";
import { signedInUser } from "@/tests/helpers/auth";
import { HOUR, addTicketType, call, createEvent, eventBody, inDays, insertOrder } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// The host's event editor: creating an event, and reading, changing and deleting it. The list:
// events-list.test.ts; publish, cancel, archive and duplicate: events-lifecycle.test.ts; who may
// see and change an event: events-access.test.ts; ticket types, promo codes, orders: events-*.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

const eventCount = () => db.event.count();

describe("POST /api/events", () => {
  it("creates a draft from the four required fields, with the defaults and the account's currency", async () => {
    const { user, headers } = await signedInUser();
    await db.user.update({ where: { id: user.id }, data: { currency: "GBP" } });
    const suffix = randomUUID().slice(0, 8);
    const event = await createEvent(headers, { title: `Summer Jazz Night ${suffix}` });
    expect(event).toMatchObject({
      slug: `summer-jazz-night-${suffix}`,
      title: `Summer Jazz Night ${suffix}`,
      status: "draft",
      ended: false,
      currency: "GBP",
      format: "in-person",
      visibility: "public",
      category: "other",
      paymentMethod: "offline",
      reservationMinutes: 15,
      capacity: null,
      coverImage: null,
      onlineUrl: null,
      timezone: "Europe/Bucharest",
      publicPath: `/p/event/summer-jazz-night-${suffix}`,
      hasOrders: false,
      ticketTypes: [],
      publishedAt: null,
    });
    expect(event.id).toEqual(expect.any(String));
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(stored).toMatchObject({ accountKey: personalAccountKey(user.id), userId: user.id, vendorId: null });
  });

  it("makes the slug from the title and numbers repeats -2, -3", async () => {
    const { headers } = await signedInUser();
    const title = `Café Concert ${randomUUID().slice(0, 6)}`;
    const first = await createEvent(headers, { title });
    const second = await createEvent(headers, { title });
    const third = await createEvent((await signedInUser()).headers, { title });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
    expect(first.slug).toMatch(/^cafe-concert-[a-z0-9]+$/);
  });

  it("takes a chosen slug, and answers 409 slug_taken on the slug field when another account has it", async () => {
    const { headers } = await signedInUser();
    const slug = `my-gig-${randomUUID().slice(0, 6)}`;
    expect((await createEvent(headers, { slug: slug.toUpperCase() })).slug).toBe(slug);
    const before = await eventCount();
    const { status, data } = await callRoute(eventsRoute.POST, {
      method: "POST",
      headers: (await signedInUser()).headers,
      json: eventBody({ slug }),
    });
    expect(status).toBe(409);
    expect(data.error.code).toBe("slug_taken");
    expect(data.error.issues).toEqual([expect.objectContaining({ path: ["slug"] })]);
    expect(await eventCount()).toBe(before);
  });

  it("sanitises the description", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers, {
      description:
        '<p onclick="x()">Hello <strong>you</strong><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p>',
    });
    expect(event.description).toBe(
      '<p>Hello <strong>you</strong> <a rel="noopener noreferrer">bad</a> <a rel="noopener noreferrer" href="https://ok.example">ok</a></p>',
    );
  });

  it("keeps every field it is given", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers, {
      summary: "A night of jazz",
      category: "concert",
      coverImage: "https://img.example/cover.jpg",
      format: "hybrid",
      venueName: "Blue Note",
      venueAddress: "Strada Lipscani 1",
      venueCity: "Bucharest",
      venueCountry: "ro",
      onlineUrl: "https://stream.example/live",
      visibility: "unlisted",
      currency: "RON",
      capacity: 250,
      paymentMethod: "stripe",
      offlinePaymentInstructions: "IBAN RO00",
      reservationMinutes: 20,
    });
    expect(event).toMatchObject({
      summary: "A night of jazz",
      category: "concert",
      format: "hybrid",
      venueCountry: "RO",
      onlineUrl: "https://stream.example/live",
      visibility: "unlisted",
      currency: "RON",
      capacity: 250,
      paymentMethod: "stripe",
      reservationMinutes: 20,
    });
  });

  it.each([
    ["no title", { title: undefined }],
    ["an end before the start", { endsAt: inDays(9).toISOString() }],
    ["an unknown time zone", { timezone: "Mars/Olympus" }],
    ["a date without an offset", { startsAt: "2030-01-01T10:00:00" }],
    ["an unknown field", { color: "red" }],
    ["a bad slug", { slug: "Not A Slug!" }],
    ["a capacity of 0", { capacity: 0 }],
    ["an unknown currency", { currency: "XXX" }],
  ])("refuses %s with 400 and writes nothing", async (_label, overrides) => {
    const { headers } = await signedInUser();
    const before = await eventCount();
    const { status, data } = await callRoute(eventsRoute.POST, { method: "POST", headers, json: eventBody(overrides) });
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
    expect(await eventCount()).toBe(before);
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(eventsRoute.POST, { method: "POST", json: eventBody() })).status).toBe(401);
    expect((await callRoute(eventsRoute.GET)).status).toBe(401);
  });
});

describe("GET, PATCH, DELETE /api/events/{id}", () => {
  it("answers the event with its ticket types by position", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers);
    const first = await addTicketType(headers, event.id, { name: "First" });
    const second = await addTicketType(headers, event.id, { name: "Second", kind: "paid", price: 2500 });
    await callRoute(reorderRoute, {
      method: "POST",
      headers,
      params: { id: event.id },
      json: { ids: [second.id, first.id] },
    });
    const { status, data } = await callRoute(eventRoute.GET, { headers, params: { id: event.id } });
    expect(status).toBe(200);
    expect(
      data.event.ticketTypes.map((ticketType: { name: string; position: number }) => [
        ticketType.name,
        ticketType.position,
      ]),
    ).toEqual([
      ["Second", 0],
      ["First", 1],
    ]);
    expect(data.event.ticketTypes[0]).toMatchObject({ kind: "paid", price: 2500, sold: 0, held: 0, hasOrders: false });
  });

  it("changes only the fields it is given, sanitising the description", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers, { venueCity: "Cluj" });
    const newSlug = `renamed-${randomUUID().slice(0, 6)}`;
    const { status, data } = await callRoute(eventRoute.PATCH, {
      method: "PATCH",
      headers,
      params: { id: event.id },
      json: { title: "Renamed", slug: newSlug, description: "<p>ok<img src=x onerror=alert(1)></p>" },
    });
    expect(status).toBe(200);
    expect(data.event).toMatchObject({
      title: "Renamed",
      slug: newSlug,
      description: "<p>ok</p>",
      venueCity: "Cluj",
      publicPath: `/p/event/${newSlug}`,
    });
    // Its own slug again is no conflict.
    expect(
      (
        await callRoute(eventRoute.PATCH, {
          method: "PATCH",
          headers,
          params: { id: event.id },
          json: { slug: newSlug },
        })
      ).status,
    ).toBe(200);
  });

  it("checks a new start or end against the stored other half (400 on endsAt, nothing changed)", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers);
    const early = new Date(new Date(event.startsAt).getTime() - HOUR).toISOString();
    const late = new Date(new Date(event.endsAt).getTime() + HOUR).toISOString();
    for (const json of [{ endsAt: early }, { startsAt: late }, { startsAt: event.endsAt }]) {
      const { status, data } = await callRoute(eventRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id: event.id },
        json,
      });
      expect(status).toBe(400);
      expect(data.error.issues).toEqual([
        expect.objectContaining({ path: ["endsAt"], message: "The end must be after the start." }),
      ]);
    }
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect([stored.startsAt.toISOString(), stored.endsAt.toISOString()]).toEqual([event.startsAt, event.endsAt]);
    // Moving both together is fine.
    const moved = await callRoute(eventRoute.PATCH, {
      method: "PATCH",
      headers,
      params: { id: event.id },
      json: { startsAt: late, endsAt: new Date(Date.parse(late) + HOUR).toISOString() },
    });
    expect(moved.status).toBe(200);
  });

  it("refuses a slug another event has (409 on slug), bad input (400) and an empty body (400)", async () => {
    const { headers } = await signedInUser();
    const taken = await createEvent((await signedInUser()).headers, { slug: `taken-${randomUUID().slice(0, 6)}` });
    const event = await createEvent(headers);
    const patch = (json: unknown) =>
      callRoute(eventRoute.PATCH, { method: "PATCH", headers, params: { id: event.id }, json });
    const conflict = await patch({ slug: taken.slug });
    expect(conflict.status).toBe(409);
    expect(conflict.data.error).toMatchObject({
      code: "slug_taken",
      issues: [expect.objectContaining({ path: ["slug"] })],
    });
    expect((await patch({ status: "published" })).status).toBe(400);
    expect((await patch({ title: "" })).status).toBe(400);
    expect((await callRoute(eventRoute.PATCH, { method: "PATCH", headers, params: { id: event.id } })).status).toBe(
      400,
    );
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).slug).toBe(event.slug);
  });

  it("locks the currency once there are orders, and keeps the capacity above what is held", async () => {
    const { headers } = await signedInUser();
    const event = await createEvent(headers);
    const ticketType = await addTicketType(headers, event.id);
    await insertOrder(event.id, ticketType.id, { quantity: 5 });
    await insertOrder(event.id, ticketType.id, {
      quantity: 2,
      status: "reserved",
      reservedUntil: new Date(Date.now() + 60_000),
    });
    await insertOrder(event.id, ticketType.id, { quantity: 50, status: "expired" });
    const patch = (json: unknown) =>
      callRoute(eventRoute.PATCH, { method: "PATCH", headers, params: { id: event.id }, json });
    expect((await patch({ currency: "EUR" })).data.error.code).toBe("currency_locked");
    const low = await patch({ capacity: 6 });
    expect(low.status).toBe(409);
    expect(low.data.error.code).toBe("capacity_below_held");
    expect((await patch({ capacity: 7 })).data.event.capacity).toBe(7);
    expect((await patch({ capacity: null })).data.event.capacity).toBeNull();
  });

  it("deletes a draft without orders and answers it; refuses anything else with 409", async () => {
    const { headers } = await signedInUser();
    const draft = await createEvent(headers);
    const removed = await callRoute(eventRoute.DELETE, { method: "DELETE", headers, params: { id: draft.id } });
    expect(removed).toMatchObject({ status: 200, data: { event: { id: draft.id, title: draft.title } } });
    expect(await db.event.findUnique({ where: { id: draft.id } })).toBeNull();

    const withOrders = await createEvent(headers);
    const ticketType = await addTicketType(headers, withOrders.id);
    await insertOrder(withOrders.id, ticketType.id, { status: "expired" });
    const refused = await callRoute(eventRoute.DELETE, { method: "DELETE", headers, params: { id: withOrders.id } });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toMatch(/has orders/);

    const published = await createEvent(headers);
    await addTicketType(headers, published.id);
    await call(publishRoute, headers, published.id);
    const notDraft = await callRoute(eventRoute.DELETE, { method: "DELETE", headers, params: { id: published.id } });
    expect(notDraft.status).toBe(409);
    expect(notDraft.data.error.message).toMatch(/Only a draft/);
    expect(await db.event.count({ where: { id: { in: [withOrders.id, published.id] } } })).toBe(2);
  });
});
