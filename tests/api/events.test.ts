import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as eventRoute from "@/app/api/events/[id]/route";
import { POST as publishRoute } from "@/app/api/events/[id]/publish/route";
import { POST as cancelRoute } from "@/app/api/events/[id]/cancel/route";
import { POST as archiveRoute } from "@/app/api/events/[id]/archive/route";
import { POST as duplicateRoute } from "@/app/api/events/[id]/duplicate/route";
import { GET as statsRoute } from "@/app/api/events/[id]/stats/route";
import * as ticketTypesRoute from "@/app/api/events/[id]/ticket-types/route";
import * as ticketTypeRoute from "@/app/api/events/[id]/ticket-types/[ticketTypeId]/route";
import { POST as reorderRoute } from "@/app/api/events/[id]/ticket-types/reorder/route";
import * as promoCodesRoute from "@/app/api/events/[id]/promo-codes/route";
import * as promoCodeRoute from "@/app/api/events/[id]/promo-codes/[promoCodeId]/route";
import * as ordersRoute from "@/app/api/events/[id]/orders/route";
import { PATCH as orderRoute } from "@/app/api/events/[id]/orders/[orderId]/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/check-in/route";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account";
import type { EventDetail, EventList } from "@/lib/events/answers";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { newAccessToken, newOrderReference, newTicketCode } from "@/lib/orders/codes";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// The host side of the events product: the events themselves, their lifecycle, and who may see and
// change them. Ticket types, promo codes, orders, attendees and check-in: events-*.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

type Headers = Record<string, string>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function setVendorsFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Summer Jazz Night",
    startsAt: inDays(10).toISOString(),
    endsAt: new Date(inDays(10).getTime() + 3 * HOUR).toISOString(),
    timezone: "Europe/Bucharest",
    ...overrides,
  };
}

async function createEvent(headers: Headers, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const { status, data } = await callRoute(eventsRoute.POST, { method: "POST", headers, json: eventBody(overrides) });
  expect({ status, error: data.error }).toEqual({ status: 201, error: undefined });
  return data.event;
}

async function addTicketType(headers: Headers, eventId: string, json: Record<string, unknown> = {}) {
  const { status, data } = await callRoute(ticketTypesRoute.POST, {
    method: "POST",
    headers,
    params: { id: eventId },
    json: { name: "General", kind: "free", quantity: 100, ...json },
  });
  expect(status).toBe(201);
  return data.ticketType as { id: string; name: string };
}

const call = (
  handler: Parameters<typeof callRoute>[0],
  headers: Headers,
  id: string,
  extra: Parameters<typeof callRoute>[1] = {},
) => callRoute(handler, { method: "POST", headers, params: { id }, ...extra });

let referenceCounter = 0;
/** An order written straight to the database (with its attendees when completed), as the checkout would leave it. */
async function insertOrder(
  eventId: string,
  ticketTypeId: string,
  {
    status = "completed",
    quantity = 1,
    unitPrice = 1000,
    refundedAmount = 0,
    reservedUntil = null,
    createdAt = new Date(),
  }: {
    status?: string;
    quantity?: number;
    unitPrice?: number;
    refundedAmount?: number;
    reservedUntil?: Date | null;
    createdAt?: Date;
  } = {},
) {
  referenceCounter += 1;
  const total = quantity * unitPrice;
  const order = await db.order.create({
    data: {
      eventId,
      reference: `${newOrderReference()}${referenceCounter}`,
      accessToken: newAccessToken(),
      status,
      buyerName: "Grace Hopper",
      buyerEmail: "grace@example.org",
      subtotal: total,
      total,
      refundedAmount,
      currency: "EUR",
      paymentProvider: unitPrice === 0 ? "free" : "offline",
      reservedUntil,
      createdAt,
      items: { create: { ticketTypeId, quantity, unitPrice } },
    },
    select: { id: true },
  });
  if (status === "completed" || status === "partially_refunded" || status === "refunded") {
    await db.attendee.createMany({
      data: Array.from({ length: quantity }, () => ({
        orderId: order.id,
        eventId,
        ticketTypeId,
        name: "Grace Hopper",
        email: "grace@example.org",
        code: newTicketCode(),
      })),
    });
  }
  return order;
}

/** An event row of `accountKey` with these fields, skipping the API (for list fixtures). */
async function insertEvent(owner: { userId?: string; vendorId?: string }, fields: Record<string, unknown> = {}) {
  const startsAt = (fields.startsAt as Date | undefined) ?? inDays(5);
  return db.event.create({
    data: {
      accountKey: owner.vendorId ? vendorAccountKey(owner.vendorId) : personalAccountKey(owner.userId!),
      userId: owner.vendorId ? null : owner.userId,
      vendorId: owner.vendorId ?? null,
      slug: `ev-${randomUUID().slice(0, 12)}`,
      title: "Fixture",
      timezone: "UTC",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      status: "published",
      currency: "EUR",
      ...fields,
    },
    select: { id: true, slug: true, title: true },
  });
}

/** A vendor with its owner (active in it), a staff member (active in it), and a user who is not a member. */
async function vendorTeam() {
  await setVendorsFlag(true);
  const owner = await signedInUser();
  const staff = await signedInUser();
  const outsider = await signedInUser();
  const vendor = await seedVendor(db, {
    name: "Harbour Events",
    slug: `harbour-${randomUUID().slice(0, 8)}`,
    ownerId: owner.user.id,
  });
  await db.vendor.update({ where: { id: vendor.id }, data: { currency: "RON" } });
  await db.vendorMember.create({ data: { vendorId: vendor.id, userId: staff.user.id, role: "staff" } });
  await db.user.updateMany({
    where: { id: { in: [owner.user.id, staff.user.id] } },
    data: { activeVendorId: vendor.id },
  });
  return { owner, staff, outsider, vendor };
}

const eventCount = () => db.event.count();

beforeEach(() => jest.mocked(sendOrderEmails).mockClear());
afterAll(() => setVendorsFlag(false));

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

describe("GET /api/events", () => {
  const list = async (headers: Headers, query = ""): Promise<EventList> => {
    const { status, data } = await callRoute(eventsRoute.GET, { headers, url: `/api/events${query}` });
    expect(status).toBe(200);
    return data;
  };
  const titles = (answer: EventList) => answer.events.map((event) => event.title);

  async function accountWithEveryTab() {
    const signedIn = await signedInUser();
    const owner = { userId: signedIn.user.id };
    const events = {
      upcoming: await insertEvent(owner, { title: "Upcoming", status: "published", startsAt: inDays(3) }),
      // Started an hour ago and still running: upcoming until it ends.
      running: await insertEvent(owner, {
        title: "Running",
        status: "published",
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + HOUR),
      }),
      past: await insertEvent(owner, { title: "Past", status: "published", startsAt: inDays(-3) }),
      draft: await insertEvent(owner, { title: "Draft", status: "draft", startsAt: inDays(-30) }),
      cancelled: await insertEvent(owner, { title: "Cancelled", status: "cancelled" }),
      archived: await insertEvent(owner, { title: "Archived", status: "archived" }),
    };
    return { ...signedIn, events };
  }

  it("splits the account's events into tabs, with counts", async () => {
    const { headers } = await accountWithEveryTab();
    const upcoming = await list(headers);
    expect(titles(upcoming)).toEqual(["Running", "Upcoming"]);
    expect(upcoming.counts).toEqual({ upcoming: 2, drafts: 1, past: 1, cancelled: 1, archived: 1 });
    expect(upcoming).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(titles(await list(headers, "?tab=drafts"))).toEqual(["Draft"]);
    const past = await list(headers, "?tab=past");
    expect(titles(past)).toEqual(["Past"]);
    expect(past.events[0]).toMatchObject({ status: "published", ended: true });
    expect(titles(await list(headers, "?tab=cancelled"))).toEqual(["Cancelled"]);
    expect(titles(await list(headers, "?tab=archived"))).toEqual(["Archived"]);
  });

  it("answers the list item fields and nothing of other accounts", async () => {
    const { headers, user } = await accountWithEveryTab();
    const other = await signedInUser();
    await insertEvent({ userId: other.user.id }, { title: "Someone else's" });
    const [item] = (await list(headers, "?tab=drafts")).events;
    expect(Object.keys(item).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "status",
        "ended",
        "visibility",
        "startsAt",
        "endsAt",
        "timezone",
        "venueName",
        "venueCity",
        "format",
        "coverImage",
        "currency",
        "capacity",
        "ticketsSold",
        "revenue",
        "ordersCount",
      ].sort(),
    );
    expect(titles(await list(other.headers))).toEqual(["Someone else's"]);
    expect((await list(headers)).events.every((event) => event.title !== "Someone else's")).toBe(true);
    expect(user.id).toBeTruthy();
  });

  it("sorts by start, title (ignoring case) or creation, either way, and pages in SQL", async () => {
    const { user, headers } = await signedInUser();
    const owner = { userId: user.id };
    const names = ["delta", "Alpha", "charlie", "Bravo", "echo"];
    for (const [index, title] of names.entries()) {
      await insertEvent(owner, {
        title,
        startsAt: inDays(10 - index),
        createdAt: new Date(Date.now() - (10 - index) * 1000),
      });
    }
    expect(titles(await list(headers))).toEqual(["echo", "Bravo", "charlie", "Alpha", "delta"]);
    expect(titles(await list(headers, "?sort=-startsAt"))).toEqual(["delta", "Alpha", "charlie", "Bravo", "echo"]);
    expect(titles(await list(headers, "?sort=title"))).toEqual(["Alpha", "Bravo", "charlie", "delta", "echo"]);
    expect(titles(await list(headers, "?sort=-title"))).toEqual(["echo", "delta", "charlie", "Bravo", "Alpha"]);
    expect(titles(await list(headers, "?sort=createdAt"))).toEqual(names);
    expect(titles(await list(headers, "?sort=-createdAt"))).toEqual([...names].reverse());

    const page2 = await list(headers, "?sort=title&pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(page2)).toEqual(["charlie", "delta"]);
    expect(titles(await list(headers, "?sort=title&pageSize=2&page=3"))).toEqual(["echo"]);
    const beyond = await list(headers, "?sort=title&pageSize=2&page=4");
    expect(beyond).toMatchObject({ events: [], total: 5, page: 4 });
  });

  it("searches title and city, ignoring case, with % and _ as plain characters; counts follow the search", async () => {
    const { user, headers } = await signedInUser();
    const owner = { userId: user.id };
    await insertEvent(owner, { title: "Jazz in the Park", venueCity: "Cluj" });
    await insertEvent(owner, { title: "Rock Night", venueCity: "Bucharest" });
    await insertEvent(owner, { title: "100% Techno", venueCity: "Iasi" });
    await insertEvent(owner, { title: "Jazz Brunch", venueCity: "Cluj", status: "draft" });
    expect(titles(await list(headers, "?search=JAZZ"))).toEqual(["Jazz in the Park"]);
    expect(titles(await list(headers, "?search=bucha"))).toEqual(["Rock Night"]);
    const cluj = await list(headers, "?search=cluj");
    expect(titles(cluj)).toEqual(["Jazz in the Park"]);
    expect(cluj.counts).toEqual({ upcoming: 1, drafts: 1, past: 0, cancelled: 0, archived: 0 });
    expect(titles(await list(headers, "?search=0%25"))).toEqual(["100% Techno"]);
    expect(titles(await list(headers, "?search=%25"))).toEqual(["100% Techno"]);
    expect(titles(await list(headers, "?search=_"))).toEqual([]);
    expect(titles(await list(headers, "?search=nothing"))).toEqual([]);
  });

  it("folds Turkish and Romanian capitals in the search", async () => {
    const { user, headers } = await signedInUser();
    const owner = { userId: user.id };
    await insertEvent(owner, { title: "ŞÖLEN GECESİ", venueCity: "İstanbul" });
    await insertEvent(owner, { title: "Târg de Crăciun", venueCity: "BRAȘOV" });
    expect(titles(await list(headers, "?search=şölen"))).toEqual(["ŞÖLEN GECESİ"]);
    expect(titles(await list(headers, "?search=gecesi"))).toEqual(["ŞÖLEN GECESİ"]);
    expect(titles(await list(headers, "?search=istanbul"))).toEqual(["ŞÖLEN GECESİ"]);
    expect(titles(await list(headers, "?search=brașov"))).toEqual(["Târg de Crăciun"]);
    expect(titles(await list(headers, "?search=TÂRG"))).toEqual(["Târg de Crăciun"]);
  });

  it("answers sold tickets, revenue (completed minus refunds), orders and capacity per event", async () => {
    const { user, headers } = await signedInUser();
    const event = await insertEvent({ userId: user.id }, { title: "Numbers", capacity: 500 });
    const general = await db.ticketType.create({
      data: { eventId: event.id, name: "General", kind: "paid", price: 1000, quantity: 100 },
    });
    const vip = await db.ticketType.create({
      data: { eventId: event.id, name: "VIP", kind: "paid", price: 5000, quantity: 20 },
    });
    await insertOrder(event.id, general.id, { quantity: 3 });
    await insertOrder(event.id, vip.id, {
      quantity: 1,
      unitPrice: 5000,
      status: "partially_refunded",
      refundedAmount: 2000,
    });
    await insertOrder(event.id, general.id, { quantity: 2, status: "refunded", refundedAmount: 2000 });
    await insertOrder(event.id, general.id, { quantity: 4, status: "awaiting_payment" });
    await insertOrder(event.id, general.id, {
      quantity: 5,
      status: "reserved",
      reservedUntil: new Date(Date.now() + 60_000),
    });
    await insertOrder(event.id, general.id, { quantity: 6, status: "cancelled" });
    const empty = await insertEvent({ userId: user.id }, { title: "Empty", capacity: 40 });
    const noLimit = await insertEvent({ userId: user.id }, { title: "No limit" });
    await db.ticketType.create({ data: { eventId: noLimit.id, name: "Any", kind: "free", quantity: 70 } });

    const answer = await list(headers, "?sort=title");
    const byTitle = Object.fromEntries(answer.events.map((item) => [item.title, item]));
    // 3 + 1 tickets; 3000 + (5000 − 2000) + (2000 − 2000); two completed-ish orders; min(500, 120).
    expect(byTitle.Numbers).toMatchObject({ ticketsSold: 4, revenue: 6000, ordersCount: 2, capacity: 120 });
    expect(byTitle.Empty).toMatchObject({ ticketsSold: 0, revenue: 0, ordersCount: 0, capacity: 40 });
    expect(byTitle["No limit"]).toMatchObject({ capacity: 70 });
    expect(empty.id).toBeTruthy();
  });

  it.each(["?tab=ended", "?page=0", "?pageSize=101", "?sort=price", `?search=${"x".repeat(101)}`])(
    "refuses %s with 400",
    async (query) => {
      const { headers } = await signedInUser();
      expect((await callRoute(eventsRoute.GET, { headers, url: `/api/events${query}` })).status).toBe(400);
    },
  );
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

describe("who may see and change an event", () => {
  it("answers 404 'Event not found.' for another user's event and for an unknown id, on every route", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const event = await createEvent(owner.headers);
    const ticketType = await addTicketType(owner.headers, event.id);
    for (const id of [event.id, "no-such-event"]) {
      const attempts = [
        callRoute(eventRoute.GET, { headers: stranger.headers, params: { id } }),
        callRoute(eventRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id },
          json: { title: "Mine now" },
        }),
        callRoute(eventRoute.DELETE, { method: "DELETE", headers: stranger.headers, params: { id } }),
        call(publishRoute, stranger.headers, id),
        call(cancelRoute, stranger.headers, id),
        call(archiveRoute, stranger.headers, id),
        call(duplicateRoute, stranger.headers, id),
        callRoute(statsRoute, { headers: stranger.headers, params: { id } }),
        callRoute(ticketTypesRoute.GET, { headers: stranger.headers, params: { id } }),
        call(ticketTypesRoute.POST, stranger.headers, id, { json: { name: "X", kind: "free", quantity: 1 } }),
        callRoute(ticketTypeRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, ticketTypeId: ticketType.id },
          json: { name: "X" },
        }),
        callRoute(ticketTypeRoute.DELETE, {
          method: "DELETE",
          headers: stranger.headers,
          params: { id, ticketTypeId: ticketType.id },
        }),
        call(reorderRoute, stranger.headers, id, { json: { ids: [ticketType.id] } }),
        callRoute(promoCodesRoute.GET, { headers: stranger.headers, params: { id } }),
        call(promoCodesRoute.POST, stranger.headers, id, { json: { code: "ABC", discountType: "percent", amount: 5 } }),
        callRoute(promoCodeRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, promoCodeId: "x" },
          json: { amount: 5 },
        }),
        callRoute(promoCodeRoute.DELETE, {
          method: "DELETE",
          headers: stranger.headers,
          params: { id, promoCodeId: "x" },
        }),
        callRoute(ordersRoute.GET, { headers: stranger.headers, params: { id } }),
        callRoute(ordersRoute.GET, { headers: stranger.headers, params: { id }, url: "/?format=csv" }),
        callRoute(orderRoute, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, orderId: "x" },
          json: { action: "cancel" },
        }),
        callRoute(attendeesRoute, { headers: stranger.headers, params: { id } }),
        callRoute(attendeesRoute, { headers: stranger.headers, params: { id }, url: "/?format=csv" }),
        call(checkInRoute, stranger.headers, id, { json: { code: "ABCDEFGHJKLM" } }),
      ];
      for (const { status, data } of await Promise.all(attempts)) {
        expect({ status, error: data.error }).toEqual({
          status: 404,
          error: { code: "not_found", message: "Event not found." },
        });
      }
    }
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { title: true, status: true } });
    expect(stored).toEqual({ title: event.title, status: "draft" });
    expect(await db.ticketType.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("scopes to the active account: a vendor's event is not seen from the owner's personal account, nor by a non-member", async () => {
    const { owner, outsider, vendor } = await vendorTeam();
    const vendorEvent = await createEvent(owner.headers, { title: "Vendor gala" });
    expect(vendorEvent.currency).toBe("RON");
    expect(
      await db.event.findUniqueOrThrow({
        where: { id: vendorEvent.id },
        select: { accountKey: true, vendorId: true, userId: true },
      }),
    ).toEqual({
      accountKey: vendorAccountKey(vendor.id),
      vendorId: vendor.id,
      userId: null,
    });

    // The owner switches to their personal account.
    await db.user.update({ where: { id: owner.user.id }, data: { activeVendorId: null } });
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      404,
    );
    const personalList = (await callRoute(eventsRoute.GET, { headers: owner.headers, url: "/api/events?tab=drafts" }))
      .data as EventList;
    expect(personalList.events.map((event) => event.id)).not.toContain(vendorEvent.id);

    // A non-member who names the vendor as active still acts as their personal account.
    await db.user.update({ where: { id: outsider.user.id }, data: { activeVendorId: vendor.id } });
    expect(
      (await callRoute(eventRoute.GET, { headers: outsider.headers, params: { id: vendorEvent.id } })).status,
    ).toBe(404);
    expect((await call(cancelRoute, outsider.headers, vendorEvent.id)).status).toBe(404);

    // Back in the vendor, the owner sees it.
    await db.user.update({ where: { id: owner.user.id }, data: { activeVendorId: vendor.id } });
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      200,
    );
    // With the vendors feature off, everyone is in their personal account.
    await setVendorsFlag(false);
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      404,
    );
    await setVendorsFlag(true);
  });

  it("lets staff read and check in, and refuses them every change with 403", async () => {
    const { owner, staff } = await vendorTeam();
    const event = await createEvent(owner.headers);
    const ticketType = await addTicketType(owner.headers, event.id);
    const promo = (
      await call(promoCodesRoute.POST, owner.headers, event.id, {
        json: { code: "STAFF", discountType: "percent", amount: 5 },
      })
    ).data.promoCode;
    await call(publishRoute, owner.headers, event.id);
    const order = await insertOrder(event.id, ticketType.id, { status: "awaiting_payment" });
    const completed = await insertOrder(event.id, ticketType.id);
    const attendee = await db.attendee.findFirstOrThrow({ where: { orderId: completed.id } });
    const headers = staff.headers;
    const id = event.id;

    const reads = await Promise.all([
      callRoute(eventsRoute.GET, { headers }),
      callRoute(eventRoute.GET, { headers, params: { id } }),
      callRoute(statsRoute, { headers, params: { id } }),
      callRoute(ticketTypesRoute.GET, { headers, params: { id } }),
      callRoute(promoCodesRoute.GET, { headers, params: { id } }),
      callRoute(ordersRoute.GET, { headers, params: { id } }),
      callRoute(attendeesRoute, { headers, params: { id } }),
      callRoute(attendeesRoute, { headers, params: { id }, url: "/?format=csv" }),
    ]);
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(reads[0].data.events.map((item: { id: string }) => item.id)).toContain(id);

    const before = await db.event.findUniqueOrThrow({ where: { id } });
    const writes = [
      callRoute(eventsRoute.POST, { method: "POST", headers, json: eventBody() }),
      callRoute(eventRoute.PATCH, { method: "PATCH", headers, params: { id }, json: { title: "Staff was here" } }),
      callRoute(eventRoute.DELETE, { method: "DELETE", headers, params: { id } }),
      call(publishRoute, headers, id),
      call(cancelRoute, headers, id),
      call(archiveRoute, headers, id),
      call(duplicateRoute, headers, id),
      call(ticketTypesRoute.POST, headers, id, { json: { name: "X", kind: "free", quantity: 1 } }),
      callRoute(ticketTypeRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id, ticketTypeId: ticketType.id },
        json: { name: "X" },
      }),
      callRoute(ticketTypeRoute.DELETE, { method: "DELETE", headers, params: { id, ticketTypeId: ticketType.id } }),
      call(reorderRoute, headers, id, { json: { ids: [ticketType.id] } }),
      call(promoCodesRoute.POST, headers, id, { json: { code: "NOPE", discountType: "percent", amount: 5 } }),
      callRoute(promoCodeRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id, promoCodeId: promo.id },
        json: { amount: 50 },
      }),
      callRoute(promoCodeRoute.DELETE, { method: "DELETE", headers, params: { id, promoCodeId: promo.id } }),
      callRoute(orderRoute, {
        method: "PATCH",
        headers,
        params: { id, orderId: order.id },
        json: { action: "mark-paid" },
      }),
      callRoute(orderRoute, {
        method: "PATCH",
        headers,
        params: { id, orderId: order.id },
        json: { action: "cancel" },
      }),
    ];
    for (const { status, data } of await Promise.all(writes))
      expect({ status, code: data.error?.code }).toEqual({ status: 403, code: "forbidden" });
    expect(await db.event.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("awaiting_payment");
    expect(await db.event.count({ where: { vendorId: before.vendorId } })).toBe(1);

    const checkIn = await call(checkInRoute, headers, id, { json: { code: attendee.code } });
    expect(checkIn).toMatchObject({
      status: 200,
      data: { status: "checked_in", attendee: { id: attendee.id, checkedInBy: staff.user.displayName } },
    });
  });
});
