import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as dashboardRoute } from "@/app/api/dashboard/route";
import { todayIn } from "@/lib/reports/period";
import { seedVendor } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import {
  ago,
  ahead,
  DAY,
  HOUR,
  MINUTE,
  host,
  ofKind,
  readDashboard,
  seedEvent,
  seedOrder,
  seedViews,
} from "@/tests/helpers/dashboard";
import { vendorTeam } from "@/tests/helpers/events";

// GET /api/dashboard on a real database: exact figures of both periods, the daily series, the
// upcoming events and latest orders, each "needs attention" rule both ways, staff without revenue,
// accounts kept apart, and the first run of an account without events.

afterAll(() => setVendorsFlag(false));

describe("GET /api/dashboard", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(dashboardRoute, { url: "/api/dashboard" })).status).toBe(401);
  });

  it("counts the last 30 days against the 30 before, in the account's time zone", async () => {
    const { user, headers, accountKey } = await host();
    const timezone = "Pacific/Kiritimati"; // UTC+14: its days are not UTC's
    await db.user.update({ where: { id: user.id }, data: { timezone } });
    const euro = await seedEvent(accountKey, { title: "Jazz night" });
    const dollar = await seedEvent(accountKey, { title: "Tech talk", currency: "USD" });

    const fiveDaysAgo = ago(5 * DAY);
    await seedOrder(euro, { quantity: 2, createdAt: fiveDaysAgo });
    await seedOrder(euro, {
      status: "partially_refunded",
      quantity: 3,
      refundedAmount: 1000,
      voided: 1,
      createdAt: ago(3 * DAY),
    });
    await seedOrder(euro, { status: "refunded", refundedAmount: 1000, voided: 1, createdAt: ago(10 * DAY) });
    await seedOrder(dollar, { unitPrice: 2500, createdAt: ago(DAY) });
    await seedOrder(euro, { createdAt: ago(40 * DAY) }); // the period before
    await seedOrder(euro, { quantity: 4, createdAt: ago(70 * DAY) }); // older: in neither
    await seedOrder(euro, { status: "awaiting_payment", quantity: 2, createdAt: ago(2 * DAY) }); // not counted
    await seedOrder(euro, { status: "cancelled", createdAt: ago(2 * DAY) }); // not counted
    await seedViews(euro, ["a", "a", "b", "c"], ago(2 * DAY));
    await seedViews(dollar, ["c", "d", "e", "e"], ago(4 * DAY));
    await seedViews(euro, ["f", "f"], ago(45 * DAY));

    const dashboard = await readDashboard(headers);
    expect(dashboard.timezone).toBe(timezone);
    expect(dashboard.isFirstRun).toBe(false);
    expect(dashboard.showsRevenue).toBe(true);
    const today = todayIn(timezone);
    expect(dashboard.period.to).toBe(today);
    expect(dashboard.figures).toEqual({
      tickets: { current: 2 + 2 + 0 + 1, previous: 1 },
      orders: { current: 4, previous: 1 },
      views: { current: 8, previous: 2 },
      visitors: { current: 5, previous: 1 },
      conversionRate: { current: 0.8, previous: 1 },
      revenue: [
        { currency: "EUR", current: 4000, previous: 1000 },
        { currency: "USD", current: 2500, previous: 0 },
      ],
    });

    expect(dashboard.series).toHaveLength(30);
    expect(dashboard.series[29].day).toBe(today);
    const dayOf = (date: Date) => dashboard.series.find((row) => row.day === todayIn(timezone, date));
    expect(dayOf(fiveDaysAgo)).toEqual({
      day: todayIn(timezone, fiveDaysAgo),
      tickets: 2,
      orders: 1,
      views: 0,
      revenue: [{ currency: "EUR", amount: 2000 }],
    });
    expect(dayOf(ago(4 * DAY))).toMatchObject({ views: 4, orders: 0, tickets: 0, revenue: [] });
    const sum = (key: "tickets" | "orders" | "views") => dashboard.series.reduce((total, row) => total + row[key], 0);
    expect([sum("tickets"), sum("orders"), sum("views")]).toEqual([5, 4, 8]);
  });

  it("lists the next published events with sold and taken tickets against capacity", async () => {
    const { headers, accountKey } = await host();
    const happening = await seedEvent(accountKey, { title: "On now", startsAt: ago(HOUR), hours: 3 });
    const capped = await seedEvent(accountKey, { title: "Capped", startsAt: ahead(2 * DAY), capacity: 50 });
    for (let day = 3; day <= 6; day++)
      await seedEvent(accountKey, { title: `Later ${day}`, startsAt: ahead(day * DAY) });
    await seedEvent(accountKey, { title: "Ended", startsAt: ago(2 * DAY) });
    await seedEvent(accountKey, { title: "Draft", status: "draft", startsAt: ahead(HOUR) });
    await seedEvent(accountKey, { title: "Cancelled", status: "cancelled", startsAt: ahead(HOUR) });

    await seedOrder(capped, { quantity: 3 });
    await seedOrder(capped, { status: "partially_refunded", quantity: 1, refundedAmount: 500 });
    await seedOrder(capped, { status: "awaiting_payment", quantity: 2 });
    await seedOrder(capped, { status: "reserved", quantity: 1, reservedUntil: ahead(10 * MINUTE) });
    await seedOrder(capped, { status: "reserved", quantity: 5, reservedUntil: ago(MINUTE) });
    await seedOrder(capped, { status: "cancelled", quantity: 4 });

    const { upcoming } = await readDashboard(headers);
    expect(upcoming.map((event) => event.title)).toEqual(["On now", "Capped", "Later 3", "Later 4", "Later 5"]);
    expect(upcoming[0].id).toBe(happening.id);
    expect(upcoming[1]).toMatchObject({ id: capped.id, status: "published", sold: 4, held: 7, capacity: 50 });
    expect(upcoming[2]).toMatchObject({ sold: 0, held: 0, capacity: 100 });
  });

  it("lists the latest orders, newest first, without abandoned checkouts", async () => {
    const { headers, accountKey } = await host();
    const event = await seedEvent(accountKey, { title: "Workshop" });
    for (let index = 1; index <= 9; index++) {
      await seedOrder(event, { buyerName: `Buyer ${index}`, createdAt: ago((20 - index) * HOUR) });
    }
    const refunded = await seedOrder(event, {
      status: "partially_refunded",
      quantity: 2,
      refundedAmount: 1000,
      voided: 1,
      buyerName: "Refunded buyer",
      createdAt: ago(5 * HOUR),
    });
    await seedOrder(event, { status: "expired", buyerName: "Expired", createdAt: ago(4 * HOUR) });
    await seedOrder(event, {
      status: "reserved",
      buyerName: "Lapsed",
      reservedUntil: ago(MINUTE),
      createdAt: ago(3 * HOUR),
    });
    await seedOrder(event, {
      status: "reserved",
      buyerName: "Checking out",
      reservedUntil: ahead(5 * MINUTE),
      createdAt: ago(2 * HOUR),
    });

    const { recentOrders } = await readDashboard(headers);
    expect(recentOrders.map((order) => order.buyerName)).toEqual([
      "Checking out",
      "Refunded buyer",
      "Buyer 9",
      "Buyer 8",
      "Buyer 7",
      "Buyer 6",
      "Buyer 5",
      "Buyer 4",
    ]);
    expect(recentOrders[0].status).toBe("reserved");
    expect(recentOrders[1]).toEqual({
      id: refunded.id,
      reference: refunded.reference,
      eventId: event.id,
      eventTitle: "Workshop",
      buyerName: "Refunded buyer",
      tickets: 2,
      total: 2000,
      currency: "EUR",
      status: "partially_refunded",
      createdAt: expect.any(String),
    });
  });

  describe("needs attention", () => {
    it("counts drafts, with a link to the drafts tab; none without drafts", async () => {
      const { headers, accountKey } = await host();
      await seedEvent(accountKey, { status: "draft", startsAt: ahead(10 * DAY) });
      await seedEvent(accountKey, { status: "draft", startsAt: ahead(20 * DAY) });
      expect(ofKind(await readDashboard(headers), "drafts")).toEqual([
        { kind: "drafts", count: 2, href: "/pages/events?tab=drafts" },
      ]);

      const other = await host();
      await seedEvent(other.accountKey);
      expect(ofKind(await readDashboard(other.headers), "drafts")).toEqual([]);
    });

    it("lists offline orders awaiting payment per event with the oldest one's age", async () => {
      const { headers, accountKey } = await host();
      const event = await seedEvent(accountKey, { title: "Unpaid" });
      const paid = await seedEvent(accountKey, { title: "All paid" });
      const oldest = ago(3 * DAY);
      await seedOrder(event, { status: "awaiting_payment", createdAt: oldest });
      await seedOrder(event, { status: "awaiting_payment", createdAt: ago(HOUR) });
      await seedOrder(paid, { status: "completed" });
      await seedOrder(paid, { status: "cancelled" });

      expect(ofKind(await readDashboard(headers), "awaitingPayment")).toEqual([
        {
          kind: "awaitingPayment",
          eventId: event.id,
          eventTitle: "Unpaid",
          href: `/pages/events/${event.id}?tab=orders`,
          count: 2,
          since: oldest.toISOString(),
        },
      ]);
    });

    it("flags events starting within 48 hours that are drafts or have tickets left", async () => {
      const { headers, accountKey } = await host();
      const draft = await seedEvent(accountKey, { title: "Draft soon", status: "draft", startsAt: ahead(20 * HOUR) });
      const unsold = await seedEvent(accountKey, { title: "Unsold soon", startsAt: ahead(30 * HOUR), quantity: 10 });
      await seedOrder(unsold, { quantity: 2 });
      const soldOut = await seedEvent(accountKey, { title: "Sold out soon", startsAt: ahead(30 * HOUR), quantity: 2 });
      await seedOrder(soldOut, { quantity: 2 });
      await seedEvent(accountKey, { title: "Draft later", status: "draft", startsAt: ahead(72 * HOUR) });
      await seedEvent(accountKey, { title: "Unsold later", startsAt: ahead(72 * HOUR) });
      await seedEvent(accountKey, { title: "Started", startsAt: ago(HOUR) });
      await seedEvent(accountKey, { title: "Cancelled soon", status: "cancelled", startsAt: ahead(HOUR) });

      const dashboard = await readDashboard(headers);
      expect(ofKind(dashboard, "startingSoon")).toEqual([
        {
          kind: "startingSoon",
          reason: "draft",
          eventId: draft.id,
          eventTitle: "Draft soon",
          href: `/pages/events/${draft.id}`,
          startsAt: expect.any(String),
          held: 0,
          capacity: 100,
        },
        {
          kind: "startingSoon",
          reason: "unsold",
          eventId: unsold.id,
          eventTitle: "Unsold soon",
          href: `/pages/events/${unsold.id}`,
          startsAt: expect.any(String),
          held: 2,
          capacity: 10,
        },
      ]);
      // The sold-out one is listed once, as sold out.
      expect(ofKind(dashboard, "nearlySoldOut").map((item) => item.eventId)).toEqual([soldOut.id]);
    });

    it("flags published upcoming events with 90 % or more of their capacity taken", async () => {
      const { headers, accountKey } = await host();
      const nearly = await seedEvent(accountKey, { title: "Nearly", startsAt: ahead(10 * DAY), capacity: 10 });
      await seedOrder(nearly, { quantity: 7 });
      await seedOrder(nearly, { status: "awaiting_payment", quantity: 2 });
      const roomy = await seedEvent(accountKey, { title: "Roomy", startsAt: ahead(10 * DAY), capacity: 10 });
      await seedOrder(roomy, { quantity: 8 });
      await seedOrder(roomy, { status: "reserved", quantity: 1, reservedUntil: ago(MINUTE) });
      const ended = await seedEvent(accountKey, { title: "Ended full", startsAt: ago(2 * DAY), quantity: 1 });
      await seedOrder(ended, { quantity: 1 });
      const draft = await seedEvent(accountKey, { title: "Draft full", status: "draft", quantity: 1 });
      await seedOrder(draft, { quantity: 1 });

      expect(ofKind(await readDashboard(headers), "nearlySoldOut")).toEqual([
        {
          kind: "nearlySoldOut",
          eventId: nearly.id,
          eventTitle: "Nearly",
          href: `/pages/events/${nearly.id}?tab=tickets`,
          startsAt: expect.any(String),
          held: 9,
          capacity: 10,
        },
      ]);
    });

    it("flags reservations that expire within 10 minutes", async () => {
      const { headers, accountKey } = await host();
      const event = await seedEvent(accountKey, { title: "Busy" });
      const first = ahead(3 * MINUTE);
      await seedOrder(event, { status: "reserved", reservedUntil: first });
      await seedOrder(event, { status: "reserved", reservedUntil: ahead(8 * MINUTE) });
      await seedOrder(event, { status: "reserved", reservedUntil: ahead(20 * MINUTE) });
      await seedOrder(event, { status: "reserved", reservedUntil: ago(MINUTE) });
      const calm = await seedEvent(accountKey, { title: "Calm" });
      await seedOrder(calm, { status: "reserved", reservedUntil: ahead(14 * MINUTE) });

      expect(ofKind(await readDashboard(headers), "expiringReservations")).toEqual([
        {
          kind: "expiringReservations",
          eventId: event.id,
          eventTitle: "Busy",
          href: `/pages/events/${event.id}?tab=orders`,
          count: 2,
          expiresAt: first.toISOString(),
        },
      ]);
    });

    it("is empty when nothing needs the host", async () => {
      const { headers, accountKey } = await host();
      const event = await seedEvent(accountKey, { startsAt: ahead(10 * DAY) });
      await seedOrder(event, { quantity: 3 });
      expect((await readDashboard(headers)).attention).toEqual([]);
    });
  });

  it("shows staff no revenue, and owners the same figures with revenue", async () => {
    const { owner, staff, vendor } = await vendorTeam();
    const event = await seedEvent(`vendor:${vendor.id}`, { title: "Harbour gig" });
    await seedOrder(event, { quantity: 2, createdAt: ago(DAY) });

    const raw = await callRoute(dashboardRoute, { headers: staff.headers, url: "/api/dashboard" });
    expect(JSON.stringify(raw.data)).not.toContain('"revenue"');
    const asStaff = await readDashboard(staff.headers);
    expect(asStaff.showsRevenue).toBe(false);
    expect(asStaff.figures.tickets.current).toBe(2);
    expect(asStaff.figures).not.toHaveProperty("revenue");
    expect(asStaff.series.every((row) => !("revenue" in row))).toBe(true);
    expect(asStaff.upcoming.map((item) => item.title)).toEqual(["Harbour gig"]);

    const asOwner = await readDashboard(owner.headers);
    expect(asOwner.showsRevenue).toBe(true);
    expect(asOwner.figures.revenue).toEqual([{ currency: "EUR", current: 2000, previous: 0 }]);
  });

  it("never shows another account's events, orders or views", async () => {
    const mine = await host();
    const theirs = await host();
    const own = await seedEvent(mine.accountKey, { title: "Mine", startsAt: ahead(10 * DAY) });
    const other = await seedEvent(theirs.accountKey, { title: "Theirs", startsAt: ahead(HOUR), capacity: 1 });
    await seedOrder(other, { quantity: 1, createdAt: ago(DAY) });
    await seedOrder(other, { status: "awaiting_payment" });
    await seedOrder(other, { status: "reserved", reservedUntil: ahead(2 * MINUTE) });
    await seedViews(other, ["x", "y"], ago(DAY));
    await seedEvent(theirs.accountKey, { status: "draft" });

    const dashboard = await readDashboard(mine.headers);
    expect(dashboard.figures).toEqual({
      tickets: { current: 0, previous: 0 },
      orders: { current: 0, previous: 0 },
      views: { current: 0, previous: 0 },
      visitors: { current: 0, previous: 0 },
      conversionRate: { current: 0, previous: 0 },
      revenue: [],
    });
    expect(dashboard.upcoming.map((event) => event.id)).toEqual([own.id]);
    expect(dashboard.recentOrders).toEqual([]);
    expect(dashboard.attention).toEqual([]);
    expect(JSON.stringify(dashboard)).not.toContain("Theirs");
  });

  describe("first run", () => {
    it("answers an account without events with the first-run flag and nothing else", async () => {
      const { headers } = await host();
      const dashboard = await readDashboard(headers);
      expect(dashboard).toMatchObject({
        isFirstRun: true,
        otherAccounts: [],
        series: [],
        upcoming: [],
        recentOrders: [],
        attention: [],
      });
      expect(dashboard.figures.tickets).toEqual({ current: 0, previous: 0 });
    });

    it("points to the user's other accounts that have events", async () => {
      await setVendorsFlag(true);
      const { user, headers, accountKey } = await host();
      const busy = await seedVendor(db, {
        name: "Busy Co",
        slug: `busy-${randomUUID().slice(0, 8)}`,
        ownerId: user.id,
      });
      await seedVendor(db, { name: "Empty Co", slug: `empty-${randomUUID().slice(0, 8)}`, ownerId: user.id });
      await seedEvent(`vendor:${busy.id}`);
      await seedEvent(`vendor:${busy.id}`, { status: "draft" });

      expect((await readDashboard(headers)).otherAccounts).toEqual([{ vendorId: busy.id, name: "Busy Co", events: 2 }]);

      // From the vendor's own (now empty) dashboard the personal account is offered back.
      await db.event.deleteMany({ where: { vendorId: busy.id } });
      await seedEvent(accountKey);
      await db.user.update({ where: { id: user.id }, data: { activeVendorId: busy.id } });
      expect((await readDashboard(headers)).otherAccounts).toEqual([
        { vendorId: null, name: user.displayName, events: 1 },
      ]);

      // With the vendors feature off a vendor cannot be switched to, so none is offered.
      await db.user.update({ where: { id: user.id }, data: { activeVendorId: null } });
      await db.event.deleteMany({ where: { accountKey } });
      await seedEvent(`vendor:${busy.id}`);
      await setVendorsFlag(false);
      expect((await readDashboard(headers)).otherAccounts).toEqual([]);
    });
  });
});
