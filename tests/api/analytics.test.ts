import { db } from "@/lib/db";
import { signedInUser } from "@/tests/helpers/auth";
import {
  PERIOD,
  getBreakdown,
  getSummary,
  insertEvent,
  insertOrder,
  insertView,
  seedAnalyticsFixture,
} from "@/tests/helpers/analytics";
import { vendorTeam } from "@/tests/helpers/events";

// GET /api/analytics/summary on the fixture of tests/helpers/analytics.ts, the checks of both
// analytics calls (input, accounts, roles), and days counted in the account's time zone. The
// breakdowns' figures are in analytics-breakdown.test.ts.

type Fixture = Awaited<ReturnType<typeof seedAnalyticsFixture>>;
let fixture: Fixture;
beforeAll(async () => {
  fixture = await seedAnalyticsFixture();
});

describe("GET /api/analytics/summary", () => {
  it("adds up the account's views, visitors, counted orders, valid tickets and net revenue per currency", async () => {
    const { status, data } = await getSummary(fixture.host.headers, PERIOD);
    expect(status).toBe(200);
    expect(data).toEqual({
      summary: {
        views: 8,
        visitors: 6,
        orders: 5,
        tickets: 7,
        revenue: [
          { currency: "USD", amount: 7400 },
          { currency: "EUR", amount: 7000 },
        ],
        conversionRate: 0.8333,
      },
    });
  });

  it("narrows to one event", async () => {
    const rock = await getSummary(fixture.host.headers, `${PERIOD}&eventId=${fixture.rock.id}`);
    expect(rock.data.summary).toEqual({
      views: 4,
      visitors: 4,
      orders: 2,
      tickets: 4,
      revenue: [{ currency: "USD", amount: 7400 }],
      conversionRate: 0.5,
    });
    const jazz = await getSummary(fixture.host.headers, `${PERIOD}&eventId=${fixture.jazz.id}`);
    expect(jazz.data.summary).toEqual({
      views: 4,
      visitors: 3,
      orders: 3,
      tickets: 3,
      revenue: [{ currency: "EUR", amount: 7000 }],
      conversionRate: 1,
    });
  });

  it("includes both ends of the period and nothing past them", async () => {
    const firstDay = await getSummary(fixture.host.headers, "from=2026-03-01&to=2026-03-01");
    expect(firstDay.data.summary).toMatchObject({ views: 1, visitors: 1, orders: 1, tickets: 2 });
    const dayAfter = await getSummary(fixture.host.headers, "from=2026-03-08&to=2026-03-08");
    expect(dayAfter.data.summary).toMatchObject({ views: 1, orders: 1, tickets: 3 });
  });

  it("answers zeros and conversion 0 for an empty period", async () => {
    const { status, data } = await getSummary(fixture.host.headers, "from=2025-01-01&to=2025-01-31");
    expect(status).toBe(200);
    expect(data.summary).toEqual({ views: 0, visitors: 0, orders: 0, tickets: 0, revenue: [], conversionRate: 0 });
  });
});

describe("analytics input, accounts and roles", () => {
  const badSummaries: [string, string, string][] = [
    ["without from", "to=2026-03-07", "from"],
    ["without to", "from=2026-03-01", "to"],
    ["with a day that does not exist", "from=2026-02-30&to=2026-03-07", "from"],
    ["with a date that is not YYYY-MM-DD", "from=01/03/2026&to=2026-03-07", "from"],
    ["ending before it starts", "from=2026-03-07&to=2026-03-01", "to"],
    ["longer than 366 days", "from=2025-01-01&to=2026-01-02", "to"],
  ];
  it.each(badSummaries)("refuses a period %s (400, nothing written)", async (_, query, field) => {
    const before = await Promise.all([db.eventPageView.count(), db.order.count(), db.attendee.count()]);
    for (const call of [
      getSummary(fixture.host.headers, query),
      getBreakdown(fixture.host.headers, `by=day&${query}`),
    ]) {
      const { status, data } = await call;
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
      expect(data.error.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    }
    expect(await Promise.all([db.eventPageView.count(), db.order.count(), db.attendee.count()])).toEqual(before);
  });

  it("takes a period of exactly 366 days", async () => {
    expect((await getSummary(fixture.host.headers, "from=2025-01-01&to=2026-01-01")).status).toBe(200);
  });

  it("refuses a breakdown without `by` or by an unknown one", async () => {
    for (const query of [PERIOD, `by=week&${PERIOD}`, `by=&${PERIOD}`]) {
      const { status, data } = await getBreakdown(fixture.host.headers, query);
      expect(status).toBe(400);
      expect(data.error.issues).toEqual([expect.objectContaining({ path: ["by"] })]);
    }
  });

  it("answers 401 signed out", async () => {
    expect((await getSummary({}, PERIOD)).status).toBe(401);
    expect((await getBreakdown({}, `by=event&${PERIOD}`)).status).toBe(401);
  });

  it("answers 404 for another account's event, and for no event at all", async () => {
    for (const eventId of [fixture.foreign.id, "no-such-event"]) {
      const summary = await getSummary(fixture.host.headers, `${PERIOD}&eventId=${eventId}`);
      expect(summary.status).toBe(404);
      expect(summary.data.error.code).toBe("not_found");
      expect((await getBreakdown(fixture.host.headers, `by=source&${PERIOD}&eventId=${eventId}`)).status).toBe(404);
    }
    // The other account sees its own figures only.
    const { data } = await getSummary(fixture.other.headers, PERIOD);
    expect(data.summary).toEqual({
      views: 1,
      visitors: 1,
      orders: 1,
      tickets: 1,
      revenue: [{ currency: "EUR", amount: 700 }],
      conversionRate: 1,
    });
  });

  it("shows a vendor's figures to its owner only, and refuses its staff (403)", async () => {
    const { owner, staff, vendor } = await vendorTeam();
    const gala = await insertEvent({ vendorId: vendor.id }, "Harbour Gala", "RON", [{ name: "Seat", price: 15000 }]);
    await insertView(gala.id, "w1", "2026-03-04T10:00:00Z", { source: "radio" });
    await insertOrder(gala, {
      status: "completed",
      currency: "RON",
      completedAt: "2026-03-04T11:00:00Z",
      items: [{ ticketTypeId: gala.ticketTypes[0].id, unitPrice: 15000, quantity: 2 }],
      utm: { source: "radio" },
    });
    // The owner's personal account has figures of its own that the vendor's never include.
    const personal = await insertEvent({ userId: owner.user.id }, "Own party", "EUR", [{ name: "Entry", price: 500 }]);
    await insertView(personal.id, "p1", "2026-03-04T10:00:00Z");

    const { status, data } = await getSummary(owner.headers, PERIOD);
    expect(status).toBe(200);
    expect(data.summary).toEqual({
      views: 1,
      visitors: 1,
      orders: 1,
      tickets: 2,
      revenue: [{ currency: "RON", amount: 30000 }],
      conversionRate: 1,
    });
    const events = await getBreakdown(owner.headers, `by=event&${PERIOD}`);
    expect(events.data.rows.map((row: { label: string }) => row.label)).toEqual(["Harbour Gala"]);
    expect((await getSummary(owner.headers, `${PERIOD}&eventId=${personal.id}`)).status).toBe(404);

    for (const call of [getSummary(staff.headers, PERIOD), getBreakdown(staff.headers, `by=source&${PERIOD}`)]) {
      const answer = await call;
      expect(answer.status).toBe(403);
      expect(answer.data.error.code).toBe("forbidden");
    }
    expect((await getSummary(staff.headers, `${PERIOD}&eventId=${gala.id}`)).status).toBe(403);
  });
});

describe("days in the account's time zone", () => {
  it("counts a view at 23:30 UTC on the next day in Europe/Bucharest, and an order at 23:59 there on its own day", async () => {
    const host = await signedInUser();
    await db.user.update({ where: { id: host.user.id }, data: { timezone: "Europe/Bucharest" } });
    const event = await insertEvent({ userId: host.user.id }, "Late show", "RON", [{ name: "Entry", price: 3000 }]);
    const ticketTypeId = event.ticketTypes[0].id;
    await insertView(event.id, "night-owl", "2026-03-10T23:30:00Z");
    for (const completedAt of ["2026-03-10T21:59:00Z", "2026-03-10T22:00:00Z"])
      await insertOrder(event, {
        status: "completed",
        currency: "RON",
        completedAt,
        items: [{ ticketTypeId, unitPrice: 3000, quantity: 1 }],
      });

    const tenth = await getSummary(host.headers, "from=2026-03-10&to=2026-03-10");
    expect(tenth.data.summary).toMatchObject({ views: 0, visitors: 0, orders: 1, tickets: 1, conversionRate: 0 });
    const eleventh = await getSummary(host.headers, "from=2026-03-11&to=2026-03-11");
    expect(eleventh.data.summary).toMatchObject({ views: 1, visitors: 1, orders: 1, tickets: 1, conversionRate: 1 });

    const { data } = await getBreakdown(host.headers, "by=day&from=2026-03-10&to=2026-03-11");
    expect(data.rows.map(({ key, views, orders }: Record<string, unknown>) => ({ key, views, orders }))).toEqual([
      { key: "2026-03-10", views: 0, orders: 1 },
      { key: "2026-03-11", views: 1, orders: 1 },
    ]);
  });

  it("keeps a day whole when the clocks go forward (23 hours in Bucharest on 2026-03-29)", async () => {
    const host = await signedInUser();
    await db.user.update({ where: { id: host.user.id }, data: { timezone: "Europe/Bucharest" } });
    const event = await insertEvent({ userId: host.user.id }, "Spring", "EUR", [{ name: "Entry", price: 100 }]);
    // 2026-03-29 runs from 22:00 UTC the day before to 21:00 UTC (UTC+3 from 01:00 UTC).
    await insertView(event.id, "a", "2026-03-28T22:00:00Z");
    await insertView(event.id, "b", "2026-03-29T20:59:00Z");
    await insertView(event.id, "c", "2026-03-29T21:00:00Z");
    const { data } = await getBreakdown(host.headers, "by=day&from=2026-03-29&to=2026-03-30");
    expect(data.rows.map(({ key, views }: Record<string, unknown>) => ({ key, views }))).toEqual([
      { key: "2026-03-29", views: 2 },
      { key: "2026-03-30", views: 1 },
    ]);
  });
});
