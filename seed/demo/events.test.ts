import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import { listEvents } from "@/lib/events/list-events";
import { listEventsQuerySchema } from "@/lib/events/schema";
import { countHostEvents, listPublicEvents } from "@/lib/public/events";
import { getPublicEventView } from "@/lib/orders/availability";
import { promoDiscount } from "@/lib/orders/reserve";
import { seedEvents, type EventsSeedAccount, type EventsSeedSummary } from "@/seed/demo/events";
import { EVENT_SAMPLES, type EventsProfile } from "@/seed/data/events";
import { seedUser, seedVendor } from "@/seed/factories";
import { createRandom } from "@/lib/sample/random";

// The events sample must be true to the rules the app enforces, or the demo screens would show
// impossible numbers: these tests seed the three demo accounts (and a fourth with the same sample,
// for slug clashes) and check the rows against those rules.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HOLDING = ["completed", "awaiting_payment", "partially_refunded"];
const TICKETED = ["completed", "partially_refunded"];

type Seeded = { profile: EventsProfile; account: EventsSeedAccount; summary: EventsSeedSummary };

const now = new Date();
const seeded: Seeded[] = [];
let seedMilliseconds = 0;
const tag = `${Date.now().toString(36)}${process.pid}`;

function accountOf({ account }: Seeded): Account {
  return {
    key: account.accountKey,
    kind: account.vendorId ? "vendor" : "personal",
    userId: account.userId,
    vendorId: account.vendorId,
    role: "owner",
    name: account.hostName,
    currency: account.currency,
    hostSlug: null,
  };
}

function loadEvents(accountKey: string) {
  return db.event.findMany({
    where: { accountKey },
    include: {
      ticketTypes: true,
      promoCodes: true,
      orders: { include: { items: true, attendees: true } },
      attendees: true,
      pageViews: true,
    },
  });
}

/** An account's events with everything under them, read once (the tests only read). */
const loaded = new Map<string, ReturnType<typeof loadEvents>>();
function eventsOf(seed: Seeded) {
  if (!loaded.has(seed.account.accountKey)) loaded.set(seed.account.accountKey, loadEvents(seed.account.accountKey));
  return loaded.get(seed.account.accountKey)!;
}

/** Tickets held at `now`: the stock rule of lib/orders/availability.ts. */
function isHolding(order: { status: string; reservedUntil: Date | null }) {
  return (
    HOLDING.includes(order.status) ||
    (order.status === "reserved" && order.reservedUntil !== null && order.reservedUntil > now)
  );
}

beforeAll(async () => {
  const owner = await seedUser(db, { firstName: "Avery", lastName: "Morgan" });
  const northwind = await seedVendor(db, { name: "Northwind Live", slug: `northwind-${tag}`, ownerId: owner.id });
  const harbor = await seedVendor(db, { name: "Harbor Lights Conferences", slug: `harbor-${tag}`, ownerId: owner.id });
  const other = await seedUser(db, { firstName: "Robin", lastName: "Reyes" });
  const random = createRandom(5150);
  const accounts: [EventsProfile, EventsSeedAccount][] = [
    [
      "personal",
      { accountKey: `user:${owner.id}`, userId: owner.id, vendorId: null, currency: "USD", hostName: "Avery Morgan" },
    ],
    [
      "northwind",
      {
        accountKey: `vendor:${northwind.id}`,
        userId: null,
        vendorId: northwind.id,
        currency: "EUR",
        hostName: "Northwind Live",
      },
    ],
    [
      "harbor",
      {
        accountKey: `vendor:${harbor.id}`,
        userId: null,
        vendorId: harbor.id,
        currency: "RON",
        hostName: "Harbor Lights Conferences",
      },
    ],
  ];
  const started = performance.now();
  for (const [profile, account] of accounts)
    seeded.push({ profile, account, summary: await seedEvents(db, account, { now, random, profile }) });
  seedMilliseconds = performance.now() - started;
  // The same sample for a second person: every title is taken by then.
  const again: EventsSeedAccount = {
    accountKey: `user:${other.id}`,
    userId: other.id,
    vendorId: null,
    currency: "USD",
    hostName: "Robin Reyes",
  };
  seeded.push({
    profile: "personal",
    account: again,
    summary: await seedEvents(db, again, { now, random, profile: "personal" }),
  });
}, 60_000);

describe("the events sample", () => {
  it("is written quickly and in a size the analytics can read", () => {
    const [personal, northwind, harbor] = seeded;
    console.info(`Seeded the three demo accounts' events in ${Math.round(seedMilliseconds)} ms`, {
      personal: personal.summary,
      northwind: northwind.summary,
      harbor: harbor.summary,
    });
    // Generous: the machine may be busy; the seed itself takes well under 3 s on its own.
    expect(seedMilliseconds).toBeLessThan(15_000);
    const views = seeded.slice(0, 3).reduce((sum, seed) => sum + seed.summary.pageViews, 0);
    expect(views).toBeGreaterThan(3_000);
    expect(views).toBeLessThanOrEqual(15_000);
    for (const seed of seeded) {
      expect(seed.summary.events).toBe(EVENT_SAMPLES[seed.profile].events.length);
      expect(seed.summary.orders).toBeGreaterThan(100);
      expect(seed.summary.attendees).toBeGreaterThan(100);
    }
  });

  it("fills every tab of the events list, and the public list", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const list = await listEvents(accountOf(seed), listEventsQuerySchema.parse({}), now);
      expect(list.counts.upcoming).toBeGreaterThanOrEqual(5);
      expect(list.counts.drafts).toBeGreaterThanOrEqual(1);
      expect(list.counts.past).toBeGreaterThanOrEqual(2);
      expect(list.counts.cancelled).toBe(1);
      expect(list.counts.archived).toBe(1);
      expect(list.events.some((event) => event.ticketsSold > 0 && event.revenue > 0)).toBe(true);

      const events = await eventsOf(seed);
      const upcoming = events.filter((event) => event.status === "published" && event.endsAt >= now);
      expect(upcoming.some((event) => event.startsAt.getTime() - now.getTime() < 7 * DAY && event.startsAt > now)).toBe(
        true,
      );
      expect(upcoming.some((event) => event.startsAt <= now)).toBe(true); // happening now
      expect(upcoming.some((event) => event.visibility === "unlisted")).toBe(true);
      expect(upcoming.some((event) => event.format !== "in-person")).toBe(true);
      // A free event taking RSVPs.
      expect(
        upcoming.some(
          (event) =>
            event.ticketTypes.length > 0 &&
            event.ticketTypes.every((ticketType) => ticketType.kind !== "paid") &&
            event.orders.length > 0,
        ),
      ).toBe(true);
      expect(upcoming.some((event) => event.ticketTypes.some((ticketType) => ticketType.hidden))).toBe(true);
      const kinds = new Set(events.flatMap((event) => event.ticketTypes.map((ticketType) => ticketType.kind)));
      expect(kinds.has("paid") && kinds.has("free")).toBe(true);

      // The host's public page has upcoming and past events.
      const hostPage = await countHostEvents(seed.account.accountKey, now);
      expect(hostPage.upcoming).toBeGreaterThanOrEqual(4);
      expect(hostPage.past).toBeGreaterThanOrEqual(2);
    }
    // The public home page lists every account's upcoming public events, some still on sale.
    // (Other test files in this worker add events of their own, so read every page.)
    const first = await listPublicEvents({ search: "", page: 1, pageSize: 50 }, now);
    const cards = [...first.events];
    for (let page = 2; cards.length < first.total; page++)
      cards.push(...(await listPublicEvents({ search: "", page, pageSize: 50 }, now)).events);
    const ours = new Set((await Promise.all(seeded.slice(0, 3).map(eventsOf))).flat().map((event) => event.id));
    const home = { events: cards.filter((card) => ours.has(card.id)) };
    const listed = new Set(home.events.map((event) => event.id));
    for (const seed of seeded.slice(0, 3)) {
      const events = await eventsOf(seed);
      expect(events.filter((event) => listed.has(event.id)).length).toBeGreaterThanOrEqual(4);
    }
    expect(home.events.some((event) => event.isSoldOut)).toBe(true);
    expect(home.events.filter((event) => !event.isSoldOut && event.lowestPrice !== null).length).toBeGreaterThan(8);
  });

  it("never holds more tickets than a ticket type's quantity or the event's capacity", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        const held = new Map<string, number>();
        for (const order of event.orders.filter(isHolding)) {
          for (const item of order.items)
            held.set(item.ticketTypeId, (held.get(item.ticketTypeId) ?? 0) + item.quantity);
        }
        for (const ticketType of event.ticketTypes)
          expect(held.get(ticketType.id) ?? 0).toBeLessThanOrEqual(ticketType.quantity);
        const total = [...held.values()].reduce((sum, count) => sum + count, 0);
        if (event.capacity !== null) expect(total).toBeLessThanOrEqual(event.capacity);
        if (event.status === "cancelled" || event.status === "draft") expect(total).toBe(0);
      }
    }
  });

  it("has nearly sold out and sold out events, as the public page reports them", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const samples = EVENT_SAMPLES[seed.profile].events.filter((sample) => sample.ticketsLeft !== undefined);
      expect(samples.some((sample) => sample.ticketsLeft === 0)).toBe(true);
      expect(samples.some((sample) => sample.ticketsLeft! > 0 && sample.ticketsLeft! <= 3)).toBe(true);
      const events = await eventsOf(seed);
      for (const sample of samples) {
        const event = events.find((candidate) => candidate.title === sample.title)!;
        const held = event.orders
          .filter(isHolding)
          .reduce((sum, order) => sum + order.items.reduce((count, item) => count + item.quantity, 0), 0);
        expect(event.capacity! - held).toBe(sample.ticketsLeft);
        const view = await getPublicEventView(event.slug, { now });
        expect(view).not.toBeNull();
        const left = Math.max(...view!.ticketTypes.map((ticketType) => ticketType.available));
        expect(left).toBeLessThanOrEqual(sample.ticketsLeft!);
        expect(left > 0).toBe(sample.ticketsLeft! > 0);
        expect(view!.event.soldOut).toBe(sample.ticketsLeft === 0);
      }
    }
  });

  it("adds up every order: items, promo discount, total, refunds and payment provider", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        const promoById = new Map(event.promoCodes.map((promo) => [promo.id, promo]));
        for (const order of event.orders) {
          expect(order.items.length).toBeGreaterThan(0);
          const subtotal = order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
          expect(order.subtotal).toBe(subtotal);
          expect(order.total).toBe(order.subtotal - order.discount);
          expect(order.total).toBeGreaterThanOrEqual(0);
          expect(order.currency).toBe(event.currency);
          expect(order.paymentProvider).toBe(order.total === 0 ? "free" : event.paymentMethod);
          if (order.promoCodeId) {
            const promo = promoById.get(order.promoCodeId)!;
            const lines = order.items.map((item) => ({
              ticketType: { id: item.ticketTypeId },
              quantity: item.quantity,
              unitPrice: item.unitPrice,
            }));
            expect(order.discount).toBe(promoDiscount(promo as never, lines as never));
            expect(order.discount).toBeGreaterThan(0);
            expect(order.createdAt >= promo.createdAt).toBe(true);
            if (promo.expiresAt) expect(order.createdAt < promo.expiresAt).toBe(true);
          } else {
            expect(order.discount).toBe(0);
          }
          if (order.status === "refunded") expect(order.refundedAmount).toBe(order.total);
          else if (order.status === "partially_refunded") {
            expect(order.refundedAmount).toBeGreaterThan(0);
            expect(order.refundedAmount).toBeLessThan(order.total);
          } else expect(order.refundedAmount).toBe(0);
          if (order.status === "completed" && order.total > 0) expect(order.paidAt).not.toBeNull();
          if (order.paidAt) expect(order.paidAt >= order.createdAt && order.paidAt <= now).toBe(true);
          if (order.status === "reserved") expect(order.reservedUntil! > now).toBe(true);
          if (order.status === "expired") expect(order.reservedUntil! <= now).toBe(true);
          if (order.status === "cancelled") expect(order.cancelledAt).not.toBeNull();
          for (const item of order.items) {
            const ticketType = event.ticketTypes.find((candidate) => candidate.id === item.ticketTypeId)!;
            if (ticketType.kind === "paid") expect(item.unitPrice).toBe(ticketType.price);
            if (ticketType.kind === "free") expect(item.unitPrice).toBe(0);
            if (ticketType.kind === "donation") expect(item.unitPrice).toBeGreaterThanOrEqual(ticketType.price);
            expect(item.quantity).toBeGreaterThanOrEqual(ticketType.minPerOrder);
            expect(item.quantity).toBeLessThanOrEqual(ticketType.maxPerOrder);
            // Bought while that ticket type was on sale.
            if (ticketType.salesStartAt) expect(order.createdAt >= ticketType.salesStartAt).toBe(true);
            if (ticketType.salesEndAt) expect(order.createdAt < ticketType.salesEndAt).toBe(true);
            if (ticketType.hidden) expect(order.ref).not.toBeNull();
          }
        }
        // A promo code is never used beyond its limit (lib/orders/reserve.ts counts holding orders).
        for (const promo of event.promoCodes) {
          const uses = event.orders.filter((order) => order.promoCodeId === promo.id && isHolding(order)).length;
          if (promo.maxUses !== null) expect(uses).toBeLessThanOrEqual(promo.maxUses);
        }
      }
    }
  });

  it("has promo codes of each kind: percent and fixed, one expired, one used up", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const events = await eventsOf(seed);
      const promos = events.flatMap((event) =>
        event.promoCodes.map((promo) => ({
          promo,
          uses: event.orders.filter((order) => order.promoCodeId === promo.id && isHolding(order)).length,
        })),
      );
      expect(new Set(promos.map(({ promo }) => promo.discountType))).toEqual(new Set(["percent", "fixed"]));
      expect(promos.some(({ promo, uses }) => promo.expiresAt !== null && promo.expiresAt < now && uses > 0)).toBe(
        true,
      );
      expect(promos.some(({ promo, uses }) => promo.maxUses !== null && uses === promo.maxUses)).toBe(true);
    }
  });

  it("covers every order status, with the one checkout in progress still holding its tickets", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const orders = (await eventsOf(seed)).flatMap((event) => event.orders);
      const statuses = new Set(orders.map((order) => order.status));
      for (const status of ["completed", "awaiting_payment", "cancelled", "expired", "refunded", "reserved"])
        expect(statuses).toContain(status);
      expect(orders.filter((order) => order.status === "reserved")).toHaveLength(1);
      expect(orders.filter((order) => order.status === "completed").length / orders.length).toBeGreaterThan(0.6);
      expect(orders.some((order) => order.utmSource === null)).toBe(true);
      expect(new Set(orders.map((order) => order.utmSource).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
      expect(orders.some((order) => order.ref !== null)).toBe(true);
    }
    const partial = await db.order.count({
      where: {
        status: "partially_refunded",
        event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } },
      },
    });
    expect(partial).toBeGreaterThan(0);
  });

  it("gives buyers unique references, tokens and ticket codes on example domains", async () => {
    const orders = await db.order.findMany({
      where: { event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } } },
      select: { reference: true, accessToken: true, buyerEmail: true, buyerName: true },
    });
    for (const order of orders) {
      expect(order.reference).toMatch(/^HD-[A-HJ-NP-Z2-9]{6}$/);
      expect(order.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(order.buyerEmail).toMatch(/^[a-z0-9._]+@example\.(com|org)$/);
    }
    expect(new Set(orders.map((order) => order.reference)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.accessToken)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.buyerName)).size).toBeGreaterThan(60);
    const codes = await db.attendee.findMany({
      where: { event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } } },
      select: { code: true },
    });
    expect(new Set(codes.map((attendee) => attendee.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });

  it("has one attendee per ticket of completed orders, checked in only while the event ran", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        for (const order of event.orders) {
          const tickets = order.items.reduce((sum, item) => sum + item.quantity, 0);
          expect(order.attendees).toHaveLength(TICKETED.includes(order.status) ? tickets : 0);
          for (const item of order.items) {
            expect(order.attendees.filter((attendee) => attendee.ticketTypeId === item.ticketTypeId)).toHaveLength(
              TICKETED.includes(order.status) ? item.quantity : 0,
            );
          }
        }
        const checkedIn = event.attendees.filter((attendee) => attendee.checkedInAt);
        for (const attendee of checkedIn) {
          expect(attendee.checkedInAt!.getTime()).toBeGreaterThanOrEqual(event.startsAt.getTime() - HOUR);
          expect(attendee.checkedInAt!.getTime()).toBeLessThanOrEqual(Math.min(event.endsAt.getTime(), now.getTime()));
          expect(attendee.checkedInBy).toBeTruthy();
        }
        if (event.startsAt > now || event.format === "online") expect(checkedIn).toHaveLength(0);
        if (event.endsAt < now && event.format !== "online" && event.attendees.length >= 10) {
          expect(checkedIn.length / event.attendees.length).toBeGreaterThan(0.7);
          expect(checkedIn.length).toBeLessThan(event.attendees.length);
        }
        if (event.startsAt <= now && event.endsAt > now && event.format !== "online")
          expect(checkedIn.length).toBeGreaterThan(0);
      }
    }
  });

  it("dates everything relative to now", async () => {
    for (const seed of seeded) {
      let orders = 0;
      let late = 0;
      for (const event of await eventsOf(seed)) {
        expect(event.endsAt > event.startsAt).toBe(true);
        expect(Math.abs(event.startsAt.getTime() - now.getTime())).toBeLessThan(250 * DAY);
        expect(event.createdAt <= now).toBe(true);
        if (event.status === "draft") expect(event.publishedAt).toBeNull();
        else expect(event.publishedAt! <= now && event.publishedAt! >= event.createdAt).toBe(true);
        if (event.status === "cancelled") expect(event.cancelledAt! <= now).toBe(true);
        if (event.status === "archived") expect(event.archivedAt! <= now && event.endsAt < now).toBe(true);
        if (event.status === "published" && event.endsAt < now)
          expect(now.getTime() - event.endsAt.getTime()).toBeLessThan(60 * DAY);
        for (const order of event.orders) {
          expect(order.createdAt <= now).toBe(true);
          expect(order.createdAt >= event.publishedAt!).toBe(true);
          expect(order.createdAt <= event.startsAt).toBe(true);
          if (event.cancelledAt) expect(order.createdAt <= event.cancelledAt).toBe(true);
          expect(order.updatedAt <= now).toBe(true);
        }
        if (event.orders.length > 0) {
          const from = event.publishedAt!.getTime();
          const to = Math.min(now.getTime(), event.startsAt.getTime());
          orders += event.orders.length;
          late += event.orders.filter((order) => order.createdAt.getTime() > (from + to) / 2).length;
        }
      }
      // Sales pick up towards the date: most orders fall in the later half of their sales period.
      expect(late / orders).toBeGreaterThan(0.55);
    }
  });

  it("has page views of the last 60 days with UTM sources, converting at a believable rate", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const events = await eventsOf(seed);
      const viewed = events.filter((event) => event.pageViews.length > 0);
      expect(viewed.every((event) => event.status === "published")).toBe(true);
      expect(viewed.length).toBeGreaterThanOrEqual(6);
      const views = viewed.flatMap((event) => event.pageViews);
      for (const view of views) {
        expect(view.createdAt <= now && view.createdAt.getTime() >= now.getTime() - 60 * DAY).toBe(true);
        expect(view.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      }
      expect(new Set(views.map((view) => view.utmSource).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
      expect(views.some((view) => view.utmSource === null)).toBe(true);
      expect(new Set(views.map((view) => view.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(40);
      for (const event of viewed) {
        const since = Math.max(now.getTime() - 60 * DAY, event.publishedAt!.getTime());
        const orders = event.orders.filter((order) => order.createdAt.getTime() >= since).length;
        expect(event.pageViews.length).toBeGreaterThanOrEqual(orders);
        if (orders >= 10) {
          expect(orders / event.pageViews.length).toBeGreaterThan(0.02);
          expect(orders / event.pageViews.length).toBeLessThan(0.1);
        }
        // The beacon's rule: one view per visitor per 30 minutes.
        const byVisitor = new Map<string, number[]>();
        for (const view of event.pageViews)
          byVisitor.set(view.visitorId, [...(byVisitor.get(view.visitorId) ?? []), view.createdAt.getTime()]);
        for (const times of byVisitor.values()) {
          times.sort((a, b) => a - b);
          for (let index = 1; index < times.length; index++)
            expect(times[index] - times[index - 1]).toBeGreaterThanOrEqual(30 * MINUTE);
        }
      }
    }
  });

  it("keeps slugs unique across accounts, naming the host when a title is taken", async () => {
    const [personal, , , again] = seeded;
    const first = await eventsOf(personal);
    const second = await eventsOf(again);
    const all = await db.event.findMany({ select: { slug: true } });
    expect(new Set(all.map((event) => event.slug)).size).toBe(all.length);
    for (const event of first) expect(event.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const event of second) {
      const twin = first.find((candidate) => candidate.title === event.title)!;
      expect(event.slug).not.toBe(twin.slug);
      expect(event.slug.length).toBeLessThanOrEqual(80);
      expect(event.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(second.some((event) => event.slug.endsWith("-robin-reyes"))).toBe(true);
  });

  it("writes venues with their cities' time zones, and only basic HTML", async () => {
    const zones: Record<string, string> = {
      US: "America/New_York",
      DE: "Europe/Berlin",
      PT: "Europe/Lisbon",
      RO: "Europe/Bucharest",
      TR: "Europe/Istanbul",
    };
    for (const seed of seeded.slice(0, 3)) {
      for (const event of await eventsOf(seed)) {
        if (event.venueCountry) expect(event.timezone).toBe(zones[event.venueCountry]);
        if (event.format !== "online") expect(event.venueName && event.venueAddress && event.venueCity).toBeTruthy();
        if (event.format !== "in-person") expect(event.onlineUrl).toMatch(/^https:\/\/[a-z.]+\.example\.com\//);
        expect(event.currency).toBe(seed.account.currency);
        expect(event.coverImage).toBeNull();
        const tags = [...event.description.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
        expect(tags.every((name) => ["p", "ul", "li", "strong"].includes(name))).toBe(true);
        if (event.paymentMethod === "offline")
          expect(event.offlinePaymentInstructions).toContain(seed.account.hostName);
      }
    }
  });
});
