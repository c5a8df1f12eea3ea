import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { toOrderAnswer, type OrderRow } from "@/lib/events/event-orders";
import { ORDER_STATUSES } from "@/lib/events/schema";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import {
  anyId as anyIdIn,
  insertEvent,
  insertTicketType,
  scratchDatabase,
  seededRandom,
} from "@/tests/helpers/scratch-database";

// Order.listing is kept by triggers (migration 20261129100000_order_listing). These tests write
// orders, their lines and promo codes every way the app does (orders placed with or without a code
// and campaign, paid, completed, cancelled, refunded, lines lowered or deleted, codes renamed or
// deleted) in random order, and check after each step that every order's kept answer equals what
// lib/events/event-orders.ts makes of its raw row (with the stored status: the list's read turns
// lapsed ones into "expired", which the orders route tests pin).

let sqlite: Database.Database;
let random: () => number;

beforeEach(() => {
  sqlite = scratchDatabase("order-listing");
  random = seededRandom(31);
});

afterEach(() => sqlite.close());

const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const stamp = () => sqliteInstant(new Date(Date.now() - Math.floor(random() * 1e9)));
const maybeStamp = () => (random() < 0.5 ? stamp() : null);
const anyId = (sql: string, ...params: unknown[]) => anyIdIn(sqlite, sql, ...params);

function makeEvent(): string {
  const id = insertEvent(sqlite, "user:orders", stamp);
  insertTicketType(sqlite, id);
  return id;
}

function addPromoCode(eventId: string): string {
  const id = randomUUID();
  sqlite
    .prepare(`INSERT INTO "PromoCode" (id, eventId, code, discountType, amount) VALUES (?, ?, ?, 'percent', 10)`)
    .run(id, eventId, `CODE${id.slice(0, 4).toUpperCase()}`);
  return id;
}

function addOrder(eventId: string) {
  const id = randomUUID();
  const promoCodeId =
    random() < 0.3 ? (anyId(`SELECT id FROM "PromoCode" WHERE eventId = ?`, eventId) ?? addPromoCode(eventId)) : null;
  const insert = sqlite.prepare(
    `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, discount, total,
      currency, promoCodeId, paymentProvider, utmSource, utmCampaign, ref, reservedUntil, paidAt, completedAt,
      paymentDueAt, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, 'b@example.test', 1000, 100, 900, 'EUR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const values: (string | null)[] = [id, eventId, `HD-${id.slice(0, 6)}`, `token-${id}`, pick(ORDER_STATUSES)];
  values.push(pick(["Ada", 'Zoë "Q" \\ Çelik', "ана"]), promoCodeId, pick(["free", "offline", "stripe"]));
  values.push(pick([null, "newsletter"]), pick([null, "spring"]), pick([null, "friend"]));
  values.push(maybeStamp(), maybeStamp(), maybeStamp(), maybeStamp(), stamp(), stamp());
  insert.run(...values);
  const ticketTypeId = anyId(`SELECT id FROM "TicketType" WHERE eventId = ?`, eventId);
  sqlite
    .prepare(`INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, 1000)`)
    .run(randomUUID(), id, ticketTypeId, 1 + Math.floor(random() * 4));
}

/** One random write of the kinds the app makes. */
function randomWrite(events: string[]) {
  const eventId = pick(events);
  const orderId = anyId(`SELECT id FROM "Order" WHERE eventId = ?`, eventId);
  const itemId = anyId(
    `SELECT i.id FROM "OrderItem" i JOIN "Order" o ON o.id = i.orderId WHERE o.eventId = ?`,
    eventId,
  );
  const promoCodeId = anyId(`SELECT id FROM "PromoCode" WHERE eventId = ?`, eventId);
  switch (orderId ? Math.floor(random() * 10) : 0) {
    case 0:
    case 1:
      return addOrder(eventId);
    case 2: // paid, completed, cancelled, expired…
      return sqlite
        .prepare(`UPDATE "Order" SET status = ?, paidAt = ?, completedAt = ?, cancelledAt = ? WHERE id = ?`)
        .run(pick(ORDER_STATUSES), maybeStamp(), maybeStamp(), maybeStamp(), orderId);
    case 3: // a partial refund: money back and a ticket released
      sqlite
        .prepare(`UPDATE "Order" SET status = 'partially_refunded', refundedAmount = refundedAmount + 100 WHERE id = ?`)
        .run(orderId);
      return (
        itemId && sqlite.prepare(`UPDATE "OrderItem" SET quantity = MAX(quantity - 1, 0) WHERE id = ?`).run(itemId)
      );
    case 4:
      return itemId && sqlite.prepare(`DELETE FROM "OrderItem" WHERE id = ?`).run(itemId);
    case 5:
      return (
        promoCodeId &&
        sqlite.prepare(`UPDATE "PromoCode" SET code = ? WHERE id = ?`).run(`NEW${promoCodeId.slice(0, 5)}`, promoCodeId)
      );
    case 6: // a deleted code leaves its orders without one
      return promoCodeId && sqlite.prepare(`DELETE FROM "PromoCode" WHERE id = ?`).run(promoCodeId);
    case 7: // a reservation extended at the checkout
      return sqlite
        .prepare(`UPDATE "Order" SET reservedUntil = ?, buyerName = 'Grace' WHERE id = ?`)
        .run(stamp(), orderId);
    case 8:
      return sqlite.prepare(`DELETE FROM "Order" WHERE id = ?`).run(orderId);
    default:
      return sqlite.prepare(`UPDATE "Order" SET updatedAt = ? WHERE id = ?`).run(stamp(), orderId);
  }
}

type RawOrder = Record<string, string | number | null> & { id: string; listing: string; status: string };

const date = (text: string | number | null) => (text === null ? null : new Date(text));

/** The raw row as Prisma reads it with the list's select (its keys in the select's order). */
function asOrderRow(row: RawOrder, promoCode: string | null, quantities: number[]): OrderRow {
  return {
    id: row.id,
    reference: row.reference as string,
    status: row.status,
    buyerName: row.buyerName as string,
    buyerEmail: row.buyerEmail as string,
    subtotal: row.subtotal as number,
    discount: row.discount as number,
    total: row.total as number,
    currency: row.currency as string,
    refundedAmount: row.refundedAmount as number,
    paymentProvider: row.paymentProvider as string,
    paymentDueAt: date(row.paymentDueAt),
    utmSource: row.utmSource as string | null,
    utmMedium: row.utmMedium as string | null,
    utmCampaign: row.utmCampaign as string | null,
    ref: row.ref as string | null,
    createdAt: date(row.createdAt)!,
    reservedUntil: date(row.reservedUntil),
    paidAt: date(row.paidAt),
    completedAt: date(row.completedAt),
    cancelledAt: date(row.cancelledAt),
    promoCode: promoCode === null ? null : { code: promoCode },
    items: quantities.map((quantity) => ({ quantity })),
  };
}

function expectKeptEqualsRaw() {
  const rows = sqlite.prepare(`SELECT * FROM "Order"`).all() as RawOrder[];
  const codeOf = sqlite.prepare(`SELECT code FROM "PromoCode" WHERE id = ?`).pluck();
  const quantitiesOf = sqlite.prepare(`SELECT quantity FROM "OrderItem" WHERE orderId = ?`).pluck();
  for (const row of rows) {
    const code = row.promoCodeId === null ? null : (codeOf.get(row.promoCodeId) as string);
    const answer = toOrderAnswer(asOrderRow(row, code, quantitiesOf.all(row.id) as number[]), new Date());
    // The kept answer holds the stored status (the key keeps its place).
    expect({ id: row.id, listing: row.listing }).toEqual({
      id: row.id,
      listing: JSON.stringify({ ...answer, status: row.status }),
    });
  }
  return rows;
}

it("keeps every order's answer equal to its raw row through random writes", () => {
  const events = [makeEvent(), makeEvent()];
  const seen = { orders: 0, promoCodes: 0, renamed: 0 };
  for (let step = 0; step < 400; step++) {
    randomWrite(events);
    if (step % 10 !== 0) continue;
    const rows = expectKeptEqualsRaw();
    seen.orders = Math.max(seen.orders, rows.length);
    seen.promoCodes = Math.max(seen.promoCodes, rows.filter((row) => row.listing.includes('"promoCode":"CODE')).length);
    seen.renamed = Math.max(seen.renamed, rows.filter((row) => row.listing.includes('"promoCode":"NEW')).length);
  }
  expectKeptEqualsRaw();
  expect(seen.orders).toBeGreaterThan(5);
  expect(seen.promoCodes).toBeGreaterThan(0);
  expect(seen.renamed).toBeGreaterThan(0);
});
