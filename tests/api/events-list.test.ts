import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import type { EventList } from "@/lib/events/answers";
import { signedInUser } from "@/tests/helpers/auth";
import { HOUR, inDays, insertEvent, insertOrder } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// The host's list of events: tabs and their counts, sorting, paging, search and the numbers per event.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

type Headers = Record<string, string>;

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
