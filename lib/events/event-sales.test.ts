import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { REVENUE_STATUSES, SOLD_STATUSES } from "@/lib/events/order-rules";
import { ORDER_STATUSES } from "@/lib/events/schema";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import {
  anyId as anyIdIn,
  insertEvent,
  insertTicketType,
  scratchDatabase,
  seededRandom,
} from "@/tests/helpers/scratch-database";

// EventSales and Order.ticketCount are kept by triggers (migration 20261128140000_event_sales).
// These tests write orders and their lines every way the app does (insert, status and refund
// changes, lines lowered by refunds, deletes of lines, orders, ticket types and whole events) in
// random order and check, after each step, that the kept figures equal a count over the raw rows.

const STATUSES = ORDER_STATUSES;

let sqlite: Database.Database;
let random: () => number;

beforeEach(() => {
  sqlite = scratchDatabase("event-sales");
  random = seededRandom(17);
});

afterEach(() => sqlite.close());

const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const stamp = () => sqliteInstant(new Date());

const makeEvent = () => insertEvent(sqlite, "user:sales");

function addOrder(eventId: string) {
  const id = randomUUID();
  const total = 500 + Math.floor(random() * 5000);
  sqlite
    .prepare(
      `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, total, currency,
        paymentProvider, refundedAmount, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'B', 'b@example.test', ?, ?, 'EUR', 'offline', ?, ?)`,
    )
    .run(id, eventId, id, `token-${id}`, pick(STATUSES), total, total, pick([0, 0, 100]), stamp());
  const types = sqlite.prepare(`SELECT id FROM "TicketType" WHERE eventId = ?`).all(eventId) as { id: string }[];
  if (types.length < 2) types.push({ id: insertTicketType(sqlite, eventId) });
  for (let line = 0; line < 1 + Math.floor(random() * 2); line++)
    sqlite
      .prepare(`INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, 1000)`)
      .run(randomUUID(), id, pick(types).id, 1 + Math.floor(random() * 4));
}

const anyId = (sql: string, ...params: unknown[]) => anyIdIn(sqlite, sql, ...params);

/** One random write of the kinds the app makes. */
function randomWrite(events: string[]) {
  const eventId = pick(events);
  const orderId = anyId(`SELECT id FROM "Order" WHERE eventId = ?`, eventId);
  const itemId = anyId(
    `SELECT i.id FROM "OrderItem" i JOIN "Order" o ON o.id = i.orderId WHERE o.eventId = ?`,
    eventId,
  );
  switch (orderId ? Math.floor(random() * 9) : 0) {
    case 0:
    case 7:
    case 8:
      return addOrder(eventId);
    case 1: // complete, refund, cancel, expire…
      return sqlite.prepare(`UPDATE "Order" SET status = ? WHERE id = ?`).run(pick(STATUSES), orderId);
    case 2: // a partial refund: money back and tickets released
      sqlite
        .prepare(`UPDATE "Order" SET status = 'partially_refunded', refundedAmount = refundedAmount + 100 WHERE id = ?`)
        .run(orderId);
      if (itemId) sqlite.prepare(`UPDATE "OrderItem" SET quantity = MAX(quantity - 1, 0) WHERE id = ?`).run(itemId);
      return;
    case 3:
      return itemId && sqlite.prepare(`DELETE FROM "OrderItem" WHERE id = ?`).run(itemId);
    case 4:
      return sqlite.prepare(`DELETE FROM "Order" WHERE id = ?`).run(orderId);
    case 5: // a ticket type deleted with its lines
      return sqlite
        .prepare(`DELETE FROM "TicketType" WHERE id = ?`)
        .run(anyId(`SELECT id FROM "TicketType" WHERE eventId = ?`, eventId));
    default:
      return sqlite.prepare(`UPDATE "Order" SET total = total + 250 WHERE id = ?`).run(orderId);
  }
}

const list = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(", ");

function expectKeptEqualsRaw() {
  const sold = list(SOLD_STATUSES);
  const raw = sqlite
    .prepare(
      `SELECT e.id AS eventId,
        COALESCE((SELECT SUM(i.quantity) FROM "Order" o JOIN "OrderItem" i ON i.orderId = o.id WHERE o.eventId = e.id AND o.status IN (${sold})), 0) AS ticketsSold,
        COALESCE((SELECT SUM(o.total - o.refundedAmount) FROM "Order" o WHERE o.eventId = e.id AND o.status IN (${list(REVENUE_STATUSES)})), 0) AS revenue,
        (SELECT COUNT(*) FROM "Order" o WHERE o.eventId = e.id AND o.status IN (${sold})) AS orders
      FROM "Event" e ORDER BY e.id`,
    )
    .all();
  const kept = sqlite
    .prepare(
      `SELECT e.id AS eventId, COALESCE(s.ticketsSold, 0) AS ticketsSold, COALESCE(s.revenue, 0) AS revenue,
        COALESCE(s.orders, 0) AS orders
      FROM "Event" e LEFT JOIN "EventSales" s ON s.eventId = e.id ORDER BY e.id`,
    )
    .all();
  expect(kept).toEqual(raw);
  const drifted = sqlite
    .prepare(
      `SELECT COUNT(*) AS n FROM "Order" o
       WHERE o.ticketCount != COALESCE((SELECT SUM(i.quantity) FROM "OrderItem" i WHERE i.orderId = o.id), 0)`,
    )
    .get() as { n: number };
  expect(drifted.n).toBe(0);
}

it("keeps each event's sales equal to its orders through random writes of every kind", () => {
  const events = [makeEvent(), makeEvent(), makeEvent()];
  for (let step = 0; step < 400; step++) {
    randomWrite(events);
    if (step % 20 === 0) expectKeptEqualsRaw();
  }
  expectKeptEqualsRaw();
  const totals = sqlite.prepare(`SELECT SUM(ticketsSold) AS sold, SUM(orders) AS orders FROM "EventSales"`).get() as {
    sold: number;
    orders: number;
  };
  expect(totals.sold).toBeGreaterThan(0);
  expect(totals.orders).toBeGreaterThan(0);
});

it("forgets a deleted event's sales with it", () => {
  const [kept, deleted] = [makeEvent(), makeEvent()];
  for (let order = 0; order < 20; order++) addOrder(pick([kept, deleted]));
  sqlite.prepare(`DELETE FROM "Event" WHERE id = ?`).run(deleted);
  expect(sqlite.prepare(`SELECT eventId FROM "EventSales"`).all()).toEqual([{ eventId: kept }]);
  expectKeptEqualsRaw();
});

it("counts by the statuses of lib/events/order-rules.ts (the triggers spell them out in SQL)", () => {
  const triggers = sqlite
    .prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'Order_sales_%'`)
    .all() as {
    sql: string;
  }[];
  expect(triggers).toHaveLength(3);
  for (const { sql } of triggers) {
    const lists = [...sql.matchAll(/IN \(([^)]*)\)/g)].map((match) => match[1]);
    expect(new Set(lists)).toEqual(new Set([list(SOLD_STATUSES), list(REVENUE_STATUSES)]));
  }
});
