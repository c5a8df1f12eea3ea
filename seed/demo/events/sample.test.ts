import { slugifyTitle } from "@/lib/events/slug";
import { db } from "@/lib/db";
import { listEvents } from "@/lib/events/list-events";
import { listEventsQuerySchema } from "@/lib/events/schema";
import { countHostEvents, listPublicEvents } from "@/lib/public/events";
import { EVENT_SAMPLES } from "@/seed/data/events";
import { accountOf, DAY, eventsOf, MINUTE, now, seeded, seedTheSample, timing } from "./sample-fixture";

seedTheSample();

describe("the events sample", () => {
  it("is written quickly and in a size the analytics can read", () => {
    const [personal, northwind, harbor] = seeded;
    console.info(`Seeded the three demo accounts' events in ${Math.round(timing.seedMilliseconds)} ms`, {
      personal: personal.summary,
      northwind: northwind.summary,
      harbor: harbor.summary,
    });
    // Generous: the machine may be busy; the seed itself takes well under 3 s on its own.
    expect(timing.seedMilliseconds).toBeLessThan(15_000);
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
    expect(second.some((event) => event.slug.endsWith(`-${slugifyTitle(again.account.hostName)}`))).toBe(true);
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
