import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";

// For the tests of what the database keeps by itself (triggers: EventSales, EventAttendance, the
// stored answers): a scratch copy of the migrated template, raw rows written the way every writer
// does, and a seeded random order of writes, the same on every run.

/** A copy of the migrated test template (triggers included), foreign keys on, for one test. */
export function scratchDatabase(name: string): Database.Database {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `hostdeck-${name}-`)), `${name}.db`);
  fs.copyFileSync(process.env.HOSTDECK_TEST_DB_TEMPLATE!, file);
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

/** A seeded random number generator (a linear congruential one): numbers in [0, 1), the same each run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** A published event of `accountKey`, every date `stamp()`; its id. */
export function insertEvent(sqlite: Database.Database, accountKey: string, stamp = () => sqliteInstant(new Date())) {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO "Event" (id, accountKey, slug, title, timezone, startsAt, endsAt, status, currency, updatedAt)
       VALUES (?, ?, ?, 'Event', 'UTC', ?, ?, 'published', 'EUR', ?)`,
    )
    .run(id, accountKey, `event-${id}`, stamp(), stamp(), stamp());
  return id;
}

/** A paid ticket type of the event named `name`; its id. */
export function insertTicketType(sqlite: Database.Database, eventId: string, name = "T") {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO "TicketType" (id, eventId, name, kind, price, quantity, updatedAt) VALUES (?, ?, ?, 'paid', 1000, 100, ?)`,
    )
    .run(id, eventId, name, sqliteInstant(new Date()));
  return id;
}

/** The id of a random row the query finds (`sql` selects `id`), or undefined. */
export function anyId(sqlite: Database.Database, sql: string, ...params: unknown[]): string | undefined {
  return (sqlite.prepare(`${sql} ORDER BY random() LIMIT 1`).get(...params) as { id: string } | undefined)?.id;
}
