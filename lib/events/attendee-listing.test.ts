import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { attendeeRowToAnswer, isValidTicketOrder } from "@/lib/events/attendees";
import { SOLD_STATUSES } from "@/lib/events/order-rules";
import { ORDER_STATUSES } from "@/lib/events/schema";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import {
  anyId as anyIdIn,
  insertEvent,
  insertTicketType,
  scratchDatabase,
  seededRandom,
} from "@/tests/helpers/scratch-database";

// Attendee.listed, Attendee.listing and EventAttendance are kept by triggers (migration
// 20261129090000_attendee_listing). These tests write tickets, orders and ticket types every way the
// app does (tickets added for an order, checked in and out, voided by refunds and given back, orders
// changing status, ticket types renamed, deletes of tickets, orders, ticket types and events) in
// random order, and check after each step that every ticket's kept flag and answer equal what
// lib/events/attendees.ts makes of its raw row, and each event's totals a count over the raw rows.

let sqlite: Database.Database;
let random: () => number;

beforeEach(() => {
  sqlite = scratchDatabase("attendee-listing");
  random = seededRandom(29);
});

afterEach(() => sqlite.close());

const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const stamp = () => sqliteInstant(new Date(Date.now() - Math.floor(random() * 1e9)));
const anyId = (sql: string, ...params: unknown[]) => anyIdIn(sqlite, sql, ...params);

const addTicketType = (eventId: string, name: string) => insertTicketType(sqlite, eventId, name);

function makeEvent(): string {
  const id = insertEvent(sqlite, "user:listing", stamp);
  addTicketType(id, "Early bird");
  return id;
}

function addOrder(eventId: string) {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, total, currency,
        paymentProvider, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'B', 'b@example.test', 1000, 1000, 'EUR', 'offline', ?)`,
    )
    .run(id, eventId, `HD-${id.slice(0, 6)}`, `token-${id}`, pick(ORDER_STATUSES), stamp());
  const tickets = 1 + Math.floor(random() * 3);
  for (let ticket = 0; ticket < tickets; ticket++) addTicket(eventId, id);
}

function addTicket(eventId: string, orderId: string) {
  const ticketTypeId =
    random() < 0.1
      ? addTicketType(eventId, 'Général "VIP" ✓')
      : (anyId(`SELECT id FROM "TicketType" WHERE eventId = ?`, eventId) ?? addTicketType(eventId, "Standard"));
  const id = randomUUID();
  const name = pick(["Ada Lovelace", "ömer Çelik", 'Zoë \\ "Quote"', "ana"]);
  // The checkout writes createdAt itself; a row without it gets the column's default, another form.
  if (random() < 0.7) {
    sqlite
      .prepare(
        `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, orderId, eventId, ticketTypeId, name, `${id.slice(0, 4)}@example.test`, id.slice(0, 10), stamp());
  } else {
    sqlite
      .prepare(
        `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, orderId, eventId, ticketTypeId, name, `${id.slice(0, 4)}@example.test`, id.slice(0, 10));
  }
}

/** One random write of the kinds the app makes. */
function randomWrite(events: string[]) {
  const eventId = pick(events);
  const orderId = anyId(`SELECT id FROM "Order" WHERE eventId = ?`, eventId);
  const attendeeId = anyId(`SELECT id FROM "Attendee" WHERE eventId = ?`, eventId);
  switch (orderId && attendeeId ? Math.floor(random() * 11) : 0) {
    case 0:
    case 1:
      return addOrder(eventId);
    case 2: // complete, refund, cancel, expire…
      return sqlite.prepare(`UPDATE "Order" SET status = ? WHERE id = ?`).run(pick(ORDER_STATUSES), orderId);
    case 3: // checked in at the door, or the check-in undone
      return sqlite
        .prepare(`UPDATE "Attendee" SET checkedInAt = ?, checkedInBy = ? WHERE id = ?`)
        .run(...(random() < 0.7 ? [stamp(), "Door 1"] : [null, null]), attendeeId);
    case 4: // a partial refund voids a ticket; a failed refund gives it back
      return sqlite
        .prepare(`UPDATE "Attendee" SET voidedAt = ? WHERE id = ?`)
        .run(random() < 0.7 ? stamp() : null, attendeeId);
    case 5:
      return sqlite
        .prepare(`UPDATE "TicketType" SET name = ? WHERE id = ?`)
        .run(
          pick(["Standard", 'Late "night"', "Öğrenci"]),
          anyId(`SELECT id FROM "TicketType" WHERE eventId = ?`, eventId),
        );
    case 6: // the buyer names a ticket's holder
      return sqlite
        .prepare(`UPDATE "Attendee" SET name = ?, email = ? WHERE id = ?`)
        .run("Grace Hopper", "g@example.test", attendeeId);
    case 7:
      return sqlite.prepare(`DELETE FROM "Attendee" WHERE id = ?`).run(attendeeId);
    case 8:
      return sqlite.prepare(`DELETE FROM "Order" WHERE id = ?`).run(orderId);
    case 9: // a ticket type deleted with its tickets
      return sqlite
        .prepare(`DELETE FROM "TicketType" WHERE id = ?`)
        .run(anyId(`SELECT id FROM "TicketType" WHERE eventId = ?`, eventId));
    default:
      return addTicket(eventId, orderId!);
  }
}

type RawAttendee = {
  id: string;
  name: string;
  email: string;
  code: string;
  ticketTypeId: string;
  orderId: string;
  checkedInAt: string | null;
  checkedInBy: string | null;
  createdAt: string;
  voidedAt: string | null;
  listed: number;
  listing: string;
  ticketTypeName: string;
  reference: string;
  status: string;
};

/** A stored instant as Prisma reads it: its own "…+00:00" form, or SQLite's "YYYY-MM-DD HH:MM:SS" in UTC. */
const instant = (text: string) => new Date(/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(" ", "T")}Z` : text);

function expectKeptEqualsRaw() {
  const rows = sqlite
    .prepare(
      `SELECT a.*, t.name AS ticketTypeName, o.reference, o.status FROM "Attendee" a
       JOIN "Order" o ON o.id = a.orderId JOIN "TicketType" t ON t.id = a.ticketTypeId`,
    )
    .all() as RawAttendee[];
  for (const row of rows) {
    const answer = attendeeRowToAnswer({
      ...row,
      checkedInAt: row.checkedInAt === null ? null : instant(row.checkedInAt),
      createdAt: instant(row.createdAt),
      ticketType: { name: row.ticketTypeName },
      order: { reference: row.reference, status: row.status },
    });
    expect({ id: row.id, listing: row.listing }).toEqual({ id: row.id, listing: JSON.stringify(answer) });
    expect({ id: row.id, listed: row.listed }).toEqual({
      id: row.id,
      listed: isValidTicketOrder(row.status) && row.voidedAt === null ? 1 : 0,
    });
  }
  const sold = SOLD_STATUSES.map((status) => `'${status}'`).join(", ");
  const raw = sqlite
    .prepare(
      `SELECT e.id AS eventId,
        (SELECT COUNT(*) FROM "Attendee" a JOIN "Order" o ON o.id = a.orderId
          WHERE a.eventId = e.id AND o.status IN (${sold}) AND a.voidedAt IS NULL) AS attendees,
        (SELECT COUNT(*) FROM "Attendee" a JOIN "Order" o ON o.id = a.orderId
          WHERE a.eventId = e.id AND o.status IN (${sold}) AND a.voidedAt IS NULL
            AND a.checkedInAt IS NOT NULL) AS checkedIn
      FROM "Event" e ORDER BY e.id`,
    )
    .all();
  const kept = sqlite
    .prepare(
      `SELECT e.id AS eventId, COALESCE(k.attendees, 0) AS attendees, COALESCE(k.checkedIn, 0) AS checkedIn
      FROM "Event" e LEFT JOIN "EventAttendance" k ON k.eventId = e.id ORDER BY e.id`,
    )
    .all();
  expect(kept).toEqual(raw);
  return kept as { attendees: number; checkedIn: number }[];
}

it("keeps every ticket's answer and each event's totals equal to the raw rows through random writes", () => {
  const events = [makeEvent(), makeEvent(), makeEvent()];
  const seen = { attendees: 0, checkedIn: 0, renamed: 0 };
  for (let step = 0; step < 400; step++) {
    randomWrite(events);
    if (step % 10 !== 0) continue;
    // Each kind of share was counted at some point, not only zeros compared.
    for (const kept of expectKeptEqualsRaw()) {
      seen.attendees = Math.max(seen.attendees, kept.attendees);
      seen.checkedIn = Math.max(seen.checkedIn, kept.checkedIn);
    }
    const renamed = sqlite.prepare(`SELECT COUNT(*) AS n FROM "Attendee" WHERE listing LIKE '%Grace Hopper%'`).get();
    seen.renamed = Math.max(seen.renamed, (renamed as { n: number }).n);
  }
  expectKeptEqualsRaw();
  expect(seen.attendees).toBeGreaterThan(2);
  expect(seen.checkedIn).toBeGreaterThan(0);
  expect(seen.renamed).toBeGreaterThan(0);
});

it("forgets a deleted event's totals with it", () => {
  const [kept, deleted] = [makeEvent(), makeEvent()];
  for (let order = 0; order < 20; order++) addOrder(pick([kept, deleted]));
  sqlite.prepare(`DELETE FROM "Event" WHERE id = ?`).run(deleted);
  expect(sqlite.prepare(`SELECT eventId FROM "EventAttendance"`).all()).toEqual([{ eventId: kept }]);
  expectKeptEqualsRaw();
});

it("lists a page from the index alone, in the list's order", () => {
  const plan = (
    sqlite
      .prepare(
        `EXPLAIN QUERY PLAN SELECT a."listing" FROM "Attendee" a WHERE a."eventId" = ? AND a."listed" = 1
         ORDER BY a."name" COLLATE NOCASE ASC, a."id" ASC LIMIT 50`,
      )
      .all("x") as { detail: string }[]
  ).map((row) => row.detail);
  expect(plan).toEqual(["SEARCH a USING INDEX Attendee_eventId_listed_name_nocase_idx (eventId=? AND listed=?)"]);
});
