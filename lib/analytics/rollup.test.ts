import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { db } from "@/lib/db";
import { resolveDatabasePath } from "@/lib/database-url";
import { REVENUE_STATUSES } from "@/lib/events/order-rules";
import { completeOrder } from "@/lib/orders/complete";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { claimInside, undoRefund } from "@/lib/payments/refund-writes";
import { createRandom, type Random } from "@/lib/sample/random";
import { daysBefore, nextDay, toPeriod } from "@/lib/reports/days";
import { countOrders, countTickets, countViews, readRollup, type Scope } from "@/lib/analytics/sql";
import { buildMissingRollupsSync, pageViewAdded, rebuildRollup } from "@/lib/analytics/rollup";
import { COUNTED_STATUSES, runAsync, runSync } from "@/lib/analytics/rollup-sql";
import { dayOf } from "@/lib/analytics/rollup-days";

// The analytics rollups (lib/analytics/rollup.ts) against raw counting: on random data in zones
// with and without daylight saving time, every range of days and every scope gives the very
// figures the raw rows give; and keeping them write by write ends where a full rebuild does.

const sqlite = new Database(resolveDatabasePath());
const FIRST_DAY = "2026-02-20"; // 50 days around the spring clock changes of the US and Europe
const DAYS = 50;
const DAY_MS = 86_400_000;

type Account = {
  key: string;
  zone: string;
  userId: string;
  events: { id: string; ticketTypeId: string; currency: string }[];
};

function makeAccount(zone: string, eventCount = 3): Account {
  const userId = randomUUID();
  const stamp = sqliteInstant(new Date());
  sqlite
    .prepare(
      `INSERT INTO "User" (id, email, firstName, displayName, passwordHash, timezone, updatedAt) VALUES (?, ?, 'Roll', 'Roll Up', '-', ?, ?)`,
    )
    .run(userId, `rollup-${userId}@example.test`, zone, stamp);
  const key = `user:${userId}`;
  const events = Array.from({ length: eventCount }, (_, index) => {
    const [id, ticketTypeId] = [randomUUID(), randomUUID()];
    const currency = index % 2 ? "EUR" : "USD";
    sqlite
      .prepare(
        `INSERT INTO "Event" (id, accountKey, userId, slug, title, timezone, startsAt, endsAt, status, currency, updatedAt)
         VALUES (?, ?, ?, ?, 'Rolled', 'UTC', ?, ?, 'published', ?, ?)`,
      )
      .run(id, key, userId, `rollup-${id}`, stamp, stamp, currency, stamp);
    sqlite
      .prepare(
        `INSERT INTO "TicketType" (id, eventId, name, kind, price, quantity, position, updatedAt) VALUES (?, ?, 'Paid', 'paid', 1500, 100000, 0, ?)`,
      )
      .run(ticketTypeId, id, stamp);
    return { id, ticketTypeId, currency };
  });
  return { key, zone, userId, events };
}

/** A random instant of the test's days; one in four within minutes of a UTC or local midnight or a clock change. */
function randomInstant(random: Random, zone: string): Date {
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const at = new Date(start + Math.floor(random.next() * DAYS * DAY_MS));
  if (!random.chance(0.25)) return at;
  const day = dayOf(at, zone);
  const edge = toPeriod({ from: day, to: day }, zone).end.getTime();
  return new Date(edge + random.int(-3, 2) * 60_000 - random.int(0, 1));
}

function insertOrder(account: Account, random: Random, status: string, completedAt: Date | null) {
  const event = random.pick(account.events);
  const quantity = random.int(1, 3);
  const [orderId, total] = [randomUUID(), quantity * 1500];
  const refunded = status === "refunded" ? total : status === "partially_refunded" ? 1500 : 0;
  const at = sqliteInstant(completedAt ?? new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`)));
  sqlite
    .prepare(
      `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, total, currency,
         paymentProvider, refundedAmount, completedAt, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'Buyer', 'buyer@example.org', ?, ?, ?, 'offline', ?, ?, ?, ?)`,
    )
    .run(
      orderId,
      event.id,
      `RU-${orderId}`,
      randomUUID(),
      status,
      total,
      total,
      event.currency,
      refunded,
      completedAt && at,
      at,
      at,
    );
  sqlite
    .prepare(`INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, 1500)`)
    .run(randomUUID(), orderId, event.ticketTypeId, quantity);
  if (!completedAt) return orderId;
  for (let ticket = 0; ticket < quantity; ticket++) {
    const voided = status === "refunded" || (status === "partially_refunded" && ticket === 0);
    sqlite
      .prepare(
        `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code, voidedAt) VALUES (?, ?, ?, ?, 'Guest', 'g@example.org', ?, ?)`,
      )
      .run(randomUUID(), orderId, event.id, event.ticketTypeId, randomUUID(), voided ? at : null);
  }
  return orderId;
}

function insertRandomData(account: Account, random: Random) {
  const visitors = Array.from({ length: 40 }, () => randomUUID());
  const view = sqlite.prepare(`INSERT INTO "EventPageView" (id, eventId, visitorId, createdAt) VALUES (?, ?, ?, ?)`);
  for (let index = 0; index < 700; index++) {
    const at = sqliteInstant(randomInstant(random, account.zone));
    view.run(randomUUID(), random.pick(account.events).id, random.pick(visitors), at);
  }
  const statuses = ["completed", "completed", "partially_refunded", "refunded", "awaiting_payment", "cancelled"];
  for (let index = 0; index < 120; index++) {
    const status = random.pick(statuses);
    const counted = (COUNTED_STATUSES as readonly string[]).includes(status);
    insertOrder(account, random, status, counted ? randomInstant(random, account.zone) : null);
  }
}

async function expectRollupEqualsRaw(account: Account, random: Random, ranges = 25) {
  const last = daysBefore(FIRST_DAY, -(DAYS - 1));
  const pairs: [string, string][] = [
    [FIRST_DAY, last],
    ["2026-03-08", "2026-03-08"],
    ["2026-03-29", "2026-03-29"],
  ];
  for (let index = 0; index < ranges; index++) {
    const a = daysBefore(FIRST_DAY, -random.int(0, DAYS - 1));
    const b = daysBefore(a, -random.int(0, 20));
    pairs.push([a, b]);
  }
  for (const [from, to] of pairs) {
    for (const eventId of [undefined, ...account.events.map((event) => event.id)]) {
      const period = toPeriod({ from, to }, account.zone);
      const scope: Scope = { accountKey: account.key, eventId, start: period.start, end: period.end };
      const [views, orders, tickets] = await Promise.all([
        countViews(scope, null),
        countOrders(scope, null),
        countTickets(scope, null),
      ]);
      const rolled = await readRollup({ ...scope, days: { from, to, timezone: account.zone } });
      const byCurrency = (rows: { currency: string; orders: number; revenue: number }[]) =>
        rows
          .map(({ currency, orders, revenue }) => ({ currency, orders, revenue }))
          .sort((x, y) => x.currency.localeCompare(y.currency));
      expect({
        range: [from, to, eventId],
        views: rolled?.views,
        visitors: rolled?.visitors,
        tickets: rolled?.tickets,
      }).toEqual({
        range: [from, to, eventId],
        views: views[0]?.views ?? 0,
        visitors: views[0]?.visitors ?? 0,
        tickets: tickets[0]?.tickets ?? 0,
      });
      expect(byCurrency(rolled!.orders)).toEqual(byCurrency(orders));
    }
  }
}

/** The account's rollup rows (those that count: upkeep may leave zeros behind). */
function snapshot(accountKey: string) {
  const rows = (table: string, order: string) =>
    sqlite.prepare(`SELECT * FROM "${table}" WHERE "accountKey" = ? ORDER BY ${order}`).all(accountKey) as Record<
      string,
      unknown
    >[];
  return {
    views: rows("AnalyticsViewDay", `"eventId", "day"`),
    returns: rows("AnalyticsReturnDay", `"eventId", "day", "previousDay"`).filter((row) => row.visitors !== 0),
    sales: rows("AnalyticsSalesDay", `"eventId", "day", "currency"`).filter((row) => row.orders !== 0),
  };
}

afterAll(async () => {
  sqlite.close();
  await db.$disconnect();
});

it("counts the statuses the reports count", () => {
  expect([...COUNTED_STATUSES].sort()).toEqual([...REVENUE_STATUSES].sort());
});

describe.each(["America/New_York", "Asia/Kolkata", "Europe/Berlin", "UTC"])("a rollup built in %s", (zone) => {
  it("gives the raw counts for every range of days and every scope", async () => {
    const random = createRandom(zone.length * 7919);
    const account = makeAccount(zone);
    insertRandomData(account, random);
    runSync(sqlite, rebuildRollup(account.key, zone));
    await expectRollupEqualsRaw(account, random);
  });
});

it("is not read in another zone than the account's", async () => {
  const account = makeAccount("Asia/Kolkata", 1);
  runSync(sqlite, rebuildRollup(account.key, "Europe/Berlin"));
  const period = toPeriod({ from: FIRST_DAY, to: nextDay(FIRST_DAY) }, "Asia/Kolkata");
  const scope = { accountKey: account.key, start: period.start, end: period.end };
  expect(
    await readRollup({ ...scope, days: { from: FIRST_DAY, to: nextDay(FIRST_DAY), timezone: "Asia/Kolkata" } }),
  ).toBeNull();
  expect(await readRollup(scope)).toBeNull();
});

describe.each(["America/New_York", "Asia/Kolkata"])("kept write by write in %s", (zone) => {
  it("ends where a full rebuild does, and gives the raw counts", async () => {
    const random = createRandom(zone.length * 104_729);
    const account = makeAccount(zone);
    runSync(sqlite, rebuildRollup(account.key, zone)); // an empty rollup: from now on kept by the writes
    const visitors = Array.from({ length: 25 }, () => randomUUID());
    for (let index = 0; index < 250; index++) {
      const view = {
        accountKey: account.key,
        eventId: random.pick(account.events).id,
        visitorId: random.pick(visitors),
        createdAt: randomInstant(random, zone), // in no order: the upkeep must mend later days too
      };
      await db.$transaction(async (tx) => {
        await runAsync(tx, pageViewAdded(view));
        await tx.eventPageView.create({
          data: { eventId: view.eventId, visitorId: view.visitorId, createdAt: view.createdAt },
        });
      });
    }
    for (let index = 0; index < 40; index++) {
      const orderId = insertOrder(account, random, "awaiting_payment", null);
      const now = randomInstant(random, zone);
      await db.$transaction((tx) => completeOrder(tx, orderId, { paidAt: now, now }));
      if (random.chance(0.5)) continue;
      const attendees = await db.attendee.findMany({ where: { orderId }, select: { id: true } });
      const full = random.chance(0.4);
      const claim = {
        orderId,
        amount: full ? 1500 * attendees.length : 1500,
        attendeeIds: (full ? attendees : attendees.slice(0, 1)).map((attendee) => attendee.id),
        provider: "offline" as const,
        reason: null,
        actorId: null,
        now,
      };
      const refund = await db.$transaction((tx) => claimInside(tx, claim));
      if (random.chance(0.4)) await undoRefund(refund.id);
    }
    const kept = snapshot(account.key);
    expect(kept.views.length).toBeGreaterThan(0);
    expect(kept.returns.length).toBeGreaterThan(0);
    expect(kept.sales.length).toBeGreaterThan(0);
    await expectRollupEqualsRaw(account, random, 10);
    await db.$transaction((tx) => runAsync(tx, rebuildRollup(account.key, zone)));
    expect(snapshot(account.key)).toEqual(kept);
  });
});

it("builds on start the rollups that are missing or in another zone than the account's, and only those", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-rollup-")), "start.db");
  fs.copyFileSync(process.env.HOSTDECK_TEST_DB_TEMPLATE!, file);
  const fresh = new Database(file);
  try {
    const userId = randomUUID();
    const stamp = sqliteInstant(new Date());
    fresh
      .prepare(
        `INSERT INTO "User" (id, email, firstName, displayName, passwordHash, timezone, updatedAt) VALUES (?, ?, 'S', 'S', '-', 'Asia/Kolkata', ?)`,
      )
      .run(userId, `start-${userId}@example.test`, stamp);
    fresh
      .prepare(
        `INSERT INTO "Event" (id, accountKey, userId, slug, title, timezone, startsAt, endsAt, status, currency, updatedAt)
         VALUES ('e1', ?, ?, 'start-e1', 'S', 'UTC', ?, ?, 'published', 'EUR', ?)`,
      )
      .run(`user:${userId}`, userId, stamp, stamp, stamp);
    fresh
      .prepare(`INSERT INTO "EventPageView" (id, eventId, visitorId, createdAt) VALUES ('p1', 'e1', 'v1', ?)`)
      .run(stamp);
    expect(buildMissingRollupsSync(fresh)).toBe(1);
    expect(fresh.prepare(`SELECT "timezone" FROM "AnalyticsRollup"`).all()).toEqual([{ timezone: "Asia/Kolkata" }]);
    expect(fresh.prepare(`SELECT SUM("views") AS n FROM "AnalyticsViewDay"`).get()).toEqual({ n: 2 }); // event and account
    expect(buildMissingRollupsSync(fresh)).toBe(0);
    fresh.prepare(`UPDATE "User" SET "timezone" = 'America/New_York' WHERE id = ?`).run(userId);
    expect(buildMissingRollupsSync(fresh)).toBe(1);
    expect(fresh.prepare(`SELECT "timezone" FROM "AnalyticsRollup"`).all()).toEqual([{ timezone: "America/New_York" }]);
  } finally {
    fresh.close();
  }
});
