import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as listEvents } from "@/app/api/public/events/route";
import { POST as postView } from "@/app/api/public/events/[slug]/views/route";
import { PAGE_VIEW_DEDUPE_MINUTES, recordPageView } from "@/lib/public/page-views";
import { seedUser, seedVendor } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";

const DAY = 86_400_000;
// Every test file on a worker shares one database, so each test searches for a word only its own rows carry.
const token = () => `tok${randomUUID().replace(/-/g, "").slice(0, 10)}`;

type EventFixture = {
  title?: string;
  venueCity?: string;
  status?: string;
  visibility?: string;
  startsInDays?: number;
  capacity?: number | null;
  ticketTypes?: { kind?: string; price?: number; quantity?: number; hidden?: boolean }[];
};

async function seedEvent(account: { userId?: string; vendorId?: string }, fixture: EventFixture = {}) {
  const startsAt = new Date(Date.now() + (fixture.startsInDays ?? 7) * DAY);
  const slug = `pub-${randomUUID().slice(0, 12)}`;
  return db.event.create({
    data: {
      accountKey: account.vendorId ? `vendor:${account.vendorId}` : `user:${account.userId}`,
      userId: account.vendorId ? null : account.userId,
      vendorId: account.vendorId ?? null,
      slug,
      title: fixture.title ?? `Event ${slug}`,
      venueCity: fixture.venueCity ?? "",
      timezone: "Europe/Bucharest",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      status: fixture.status ?? "published",
      visibility: fixture.visibility ?? "public",
      currency: "EUR",
      capacity: fixture.capacity ?? null,
      ticketTypes: {
        create: (fixture.ticketTypes ?? []).map((ticket, position) => ({
          name: `Ticket ${position + 1}`,
          kind: ticket.kind ?? "free",
          price: ticket.price ?? 0,
          quantity: ticket.quantity ?? 100,
          hidden: ticket.hidden ?? false,
          position,
        })),
      },
    },
    select: { id: true, slug: true, ticketTypes: { select: { id: true }, orderBy: { position: "asc" } } },
  });
}

function list(query: string) {
  return callRoute(listEvents, { url: `/api/public/events?${query}` });
}

type Card = {
  slug: string;
  title: string;
  host: { name: string; slug: string | null };
  lowestPrice: number | null;
  isSoldOut: boolean;
  startsAt: string;
};

describe("GET /api/public/events", () => {
  it("lists only published, public, upcoming events, soonest first", async () => {
    const word = token();
    const { id: userId } = await seedUser(db, { firstName: "Lister" });
    const later = await seedEvent({ userId }, { title: `${word} later`, startsInDays: 20 });
    const sooner = await seedEvent({ userId }, { title: `${word} sooner`, startsInDays: 2 });
    // An event under way (started yesterday, ends in two days) is still upcoming for a buyer.
    const running = await db.event.create({
      data: {
        accountKey: `user:${userId}`,
        userId,
        slug: `pub-${randomUUID().slice(0, 12)}`,
        title: `${word} running`,
        timezone: "UTC",
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 2 * DAY),
        status: "published",
        currency: "EUR",
      },
      select: { slug: true },
    });
    await seedEvent({ userId }, { title: `${word} draft`, status: "draft" });
    await seedEvent({ userId }, { title: `${word} cancelled`, status: "cancelled" });
    await seedEvent({ userId }, { title: `${word} archived`, status: "archived" });
    await seedEvent({ userId }, { title: `${word} private`, visibility: "private" });
    await seedEvent({ userId }, { title: `${word} unlisted`, visibility: "unlisted" });
    await seedEvent({ userId }, { title: `${word} past`, startsInDays: -3 });

    const { status, data } = await list(`search=${word}`);
    expect(status).toBe(200);
    expect(data.events.map((event: Card) => event.slug)).toEqual([running.slug, sooner.slug, later.slug]);
    expect(data).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(data.events[1]).toMatchObject({
      title: `${word} sooner`,
      host: { name: "Lister User", slug: null },
      currency: "EUR",
      timezone: "Europe/Bucharest",
    });
    // Only what a card shows: no account keys, no online links, no buyer data.
    expect(data.events[1]).not.toHaveProperty("onlineUrl");
    expect(data.events[1]).not.toHaveProperty("userId");
  });

  it("searches the title, the city and the host's name, case-insensitively", async () => {
    const word = token();
    const { id: ownerId } = await seedUser(db);
    const vendor = await seedVendor(db, { name: `Hall ${word.toUpperCase()}`, slug: `hall-${word}`, ownerId });
    const byTitle = await seedEvent({ userId: ownerId }, { title: `Night of ${word}` });
    const byCity = await seedEvent({ userId: ownerId }, { title: "Jazz evening", venueCity: `${word}ville` });
    const byHost = await seedEvent({ vendorId: vendor.id }, { title: "Open day" });
    await seedEvent({ userId: ownerId }, { title: "Unrelated" });

    // The host's page is linked while vendors are on (tests/api/vendor-pages-flag.test.ts: off).
    await setVendorsFlag(true);
    const { data } = await list(`search=${encodeURIComponent(word.toUpperCase())}`);
    expect(data.events.map((event: Card) => event.slug).sort()).toEqual(
      [byTitle.slug, byCity.slug, byHost.slug].sort(),
    );
    const hosted = data.events.find((event: Card) => event.slug === byHost.slug);
    expect(hosted.host).toEqual({ name: vendor.name, slug: vendor.slug });

    const none = await list(`search=${token()}`);
    expect(none.data).toMatchObject({ events: [], total: 0 });
  });

  it("folds Turkish and Romanian capitals and takes % and _ literally", async () => {
    const word = token();
    const { id: ownerId } = await seedUser(db);
    const istanbul = await seedEvent({ userId: ownerId }, { title: `İSTANBUL ŞÖLENİ ${word}` });
    const percent = await seedEvent({ userId: ownerId }, { title: `100% ${word}` });
    await seedEvent({ userId: ownerId }, { title: `1000 ${word}` });

    const folded = await list(`search=${encodeURIComponent(`istanbul şöleni ${word}`)}`);
    expect(folded.data.events.map((event: Card) => event.slug)).toEqual([istanbul.slug]);
    const literal = await list(`search=${encodeURIComponent(`0% ${word}`)}`);
    expect(literal.data.events.map((event: Card) => event.slug)).toEqual([percent.slug]);
  });

  it("pages in SQL and refuses a bad page", async () => {
    const word = token();
    const { id: userId } = await seedUser(db);
    const slugs: string[] = [];
    for (let day = 1; day <= 5; day++)
      slugs.push((await seedEvent({ userId }, { title: `${word} ${day}`, startsInDays: day })).slug);

    const first = await list(`search=${word}&pageSize=2`);
    const third = await list(`search=${word}&pageSize=2&page=3`);
    const beyond = await list(`search=${word}&pageSize=2&page=4`);
    expect(first.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.data.events.map((event: Card) => event.slug)).toEqual(slugs.slice(0, 2));
    expect(third.data.events.map((event: Card) => event.slug)).toEqual(slugs.slice(4));
    expect(beyond.data).toMatchObject({ events: [], total: 5 });

    expect((await list("page=0")).status).toBe(400);
    expect((await list("pageSize=500")).status).toBe(400);
    expect((await list("page=abc")).status).toBe(400);
    expect((await list(`search=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("says from what price tickets start, free, or sold out", async () => {
    const word = token();
    const { id: userId } = await seedUser(db);
    const paid = await seedEvent(
      { userId },
      {
        title: `${word} paid`,
        startsInDays: 1,
        ticketTypes: [
          { kind: "paid", price: 2500 },
          { kind: "paid", price: 900, quantity: 1 },
          { kind: "paid", price: 100, hidden: true },
        ],
      },
    );
    await seedEvent(
      { userId },
      { title: `${word} free`, startsInDays: 2, ticketTypes: [{ kind: "free" }, { kind: "paid", price: 1500 }] },
    );
    const soldOut = await seedEvent(
      { userId },
      {
        title: `${word} sold out`,
        startsInDays: 3,
        capacity: 2,
        ticketTypes: [{ kind: "paid", price: 4000, quantity: 10 }],
      },
    );
    await seedEvent({ userId }, { title: `${word} no tickets`, startsInDays: 4 });

    // The 9.00 ticket is taken (completed), so the cheapest left is 25.00; the capacity of 2 is held by a live reservation.
    await db.order.create({
      data: {
        eventId: paid.id,
        reference: `HD-${randomUUID().slice(0, 6)}`,
        accessToken: randomUUID(),
        status: "completed",
        buyerName: "A",
        buyerEmail: "a@example.test",
        subtotal: 900,
        total: 900,
        currency: "EUR",
        paymentProvider: "offline",
        items: { create: { ticketTypeId: paid.ticketTypes[1].id, quantity: 1, unitPrice: 900 } },
      },
    });
    await db.order.create({
      data: {
        eventId: soldOut.id,
        reference: `HD-${randomUUID().slice(0, 6)}`,
        accessToken: randomUUID(),
        status: "reserved",
        reservedUntil: new Date(Date.now() + 10 * 60_000),
        buyerName: "B",
        buyerEmail: "b@example.test",
        subtotal: 8000,
        total: 8000,
        currency: "EUR",
        paymentProvider: "offline",
        items: { create: { ticketTypeId: soldOut.ticketTypes[0].id, quantity: 2, unitPrice: 4000 } },
      },
    });

    const { data } = await list(`search=${word}`);
    expect(data.events.map((event: Card) => [event.title, event.lowestPrice, event.isSoldOut])).toEqual([
      [`${word} paid`, 2500, false],
      [`${word} free`, 0, false],
      [`${word} sold out`, 4000, true],
      [`${word} no tickets`, null, false],
    ]);
  });
});

describe("POST /api/public/events/{slug}/views", () => {
  function view(slug: string, json: unknown) {
    return callRoute(postView as Parameters<typeof callRoute>[0], {
      method: "POST",
      url: `/api/public/events/${slug}/views`,
      json,
      params: { slug },
    });
  }
  const visitorId = () => randomUUID();

  it("records a view of a published public or unlisted event with the visitor's tracking", async () => {
    const { id: userId } = await seedUser(db);
    const event = await seedEvent({ userId });
    const unlisted = await seedEvent({ userId }, { visibility: "unlisted" });
    const visitor = visitorId();

    const answer = await view(event.slug, {
      visitorId: visitor,
      tracking: {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
        ref: "friend",
        extra: "dropped",
      },
    });
    expect(answer.status).toBe(204);
    expect((await view(unlisted.slug, { visitorId: visitor })).status).toBe(204);

    const rows = await db.eventPageView.findMany({
      where: { eventId: { in: [event.id, unlisted.id] } },
      select: { eventId: true, visitorId: true, utmSource: true, utmMedium: true, utmCampaign: true, ref: true },
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          eventId: event.id,
          visitorId: visitor,
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "spring",
          ref: "friend",
        },
        { eventId: unlisted.id, visitorId: visitor, utmSource: null, utmMedium: null, utmCampaign: null, ref: null },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it.each([
    ["draft", "public"],
    ["cancelled", "public"],
    ["archived", "public"],
    ["published", "private"],
  ])("answers 404 for a %s %s event and records nothing", async (status, visibility) => {
    const { id: userId } = await seedUser(db);
    const event = await seedEvent({ userId }, { status, visibility });
    const answer = await view(event.slug, { visitorId: visitorId() });
    expect(answer).toMatchObject({ status: 404, data: { error: { code: "not_found" } } });
    expect(await db.eventPageView.count({ where: { eventId: event.id } })).toBe(0);
    expect((await view("no-such-event-anywhere", { visitorId: visitorId() })).status).toBe(404);
  });

  it("counts the same visitor once per 30 minutes, and other visitors apart", async () => {
    const { id: userId } = await seedUser(db);
    const event = await seedEvent({ userId });
    const visitor = visitorId();
    expect((await view(event.slug, { visitorId: visitor })).status).toBe(204);
    expect((await view(event.slug, { visitorId: visitor })).status).toBe(204);
    expect((await view(event.slug, { visitorId: visitorId() })).status).toBe(204);
    expect(await db.eventPageView.count({ where: { eventId: event.id } })).toBe(2);

    // Past the window, the same visitor counts again.
    const later = new Date(Date.now() + (PAGE_VIEW_DEDUPE_MINUTES + 1) * 60_000);
    await recordPageView(event.slug, { visitorId: visitor }, later);
    expect(await db.eventPageView.count({ where: { eventId: event.id, visitorId: visitor } })).toBe(2);
  });

  it("refuses a body without a proper visitor id", async () => {
    const { id: userId } = await seedUser(db);
    const event = await seedEvent({ userId });
    for (const body of [
      {},
      { visitorId: "short" },
      { visitorId: "has spaces in it!" },
      { visitorId: "x".repeat(65) },
      { visitorId: visitorId(), unknown: 1 },
    ]) {
      expect((await view(event.slug, body)).status).toBe(400);
    }
    expect(
      (
        await callRoute(postView as Parameters<typeof callRoute>[0], {
          method: "POST",
          rawBody: "not json",
          params: { slug: event.slug },
        })
      ).status,
    ).toBe(400);
    expect(await db.eventPageView.count({ where: { eventId: event.id } })).toBe(0);
  });
});
