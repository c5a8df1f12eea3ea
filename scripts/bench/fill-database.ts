// The benchmark's throwaway database, filled to a realistic size with the project's own seeders:
// the demo data of a fresh install (seed/seed-database.ts), the large user of the demo apps
// (seed/large-user), then the bulk sales of the demo user's personal account (fill-sales.ts:
// events, orders with attendees, page views) and one event with exactly ten free tickets for the
// concurrent buyers.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { createPrismaClient } from "@/lib/prisma-client";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { seedDatabase, DEMO_USER } from "@/seed/seed-database";
import { LARGE_COUNTS, LARGE_USER, seedLargeUser, type LargeCounts } from "@/seed/large-user";
import { buildMissingRollupsSync } from "@/lib/analytics/rollup";
import { fillSales, migrate, type SalesCounts } from "./fill-sales";

export type BenchSizes = { sales: SalesCounts; large: LargeCounts };

export const FULL_SIZES: BenchSizes = {
  sales: { events: 1_000, orders: 100_000, views: 1_000_000, days: 90 },
  large: LARGE_COUNTS,
};

export const QUICK_SIZES: BenchSizes = {
  sales: { events: 100, orders: 5_000, views: 50_000, days: 90 },
  large: { contacts: 500, mails: 1_000, tasks: 200, cards: 100 },
};

export const TEN_TICKETS_SLUG = "bench-ten-tickets";

export type FilledDatabase = {
  demoUserId: string;
  /** An event of the bulk with orders and attendees (the first one). */
  busyEvent: { id: string; slug: string };
  tenTickets: { slug: string; ticketTypeId: string };
  counts: Record<string, number>;
  seconds: number;
};

function insertTenTicketEvent(sqlite: Database.Database, demoUserId: string) {
  const now = new Date();
  const stamp = sqliteInstant(now);
  const startsAt = sqliteInstant(new Date(now.getTime() + 30 * 86_400_000));
  const endsAt = sqliteInstant(new Date(now.getTime() + 30 * 86_400_000 + 3 * 3_600_000));
  const [eventId, ticketTypeId] = [randomUUID(), randomUUID()];
  sqlite
    .prepare(
      `INSERT INTO "Event" (id, accountKey, userId, slug, title, timezone, startsAt, endsAt, status, currency, publishedAt, updatedAt)
       VALUES (?, ?, ?, ?, 'Ten tickets', 'UTC', ?, ?, 'published', 'USD', ?, ?)`,
    )
    .run(eventId, `user:${demoUserId}`, demoUserId, TEN_TICKETS_SLUG, startsAt, endsAt, stamp, stamp);
  sqlite
    .prepare(
      `INSERT INTO "TicketType" (id, eventId, name, kind, price, quantity, position, updatedAt) VALUES (?, ?, 'Free', 'free', 0, 10, 0, ?)`,
    )
    .run(ticketTypeId, eventId, stamp);
  return { slug: TEN_TICKETS_SLUG, ticketTypeId };
}

function countRows(sqlite: Database.Database) {
  const tables = ["User", "Event", "Order", "Attendee", "EventPageView", "MailboxMail", "Contact"];
  return Object.fromEntries(
    tables.map((table) => [table, (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n]),
  );
}

/** Creates and fills the SQLite file `file` (which must not exist yet). */
export async function fillBenchDatabase(file: string, sizes: BenchSizes): Promise<FilledDatabase> {
  const started = performance.now();
  const sqlite = migrate(file);
  sqlite.pragma("journal_mode = WAL");
  const db = createPrismaClient(`file:${file}`);
  try {
    await seedDatabase(db);
    await seedLargeUser(db, {
      email: LARGE_USER.email,
      password: LARGE_USER.password,
      counts: sizes.large,
      passwordCost: 4,
    });
  } finally {
    await db.$disconnect();
  }
  const demo = sqlite.prepare(`SELECT id FROM "User" WHERE email = ?`).get(DEMO_USER.email) as { id: string };
  const sales = fillSales(sqlite, {
    counts: sizes.sales,
    owner: { userId: demo.id, accountKey: `user:${demo.id}` },
    upcoming: true,
  });
  const tenTickets = insertTenTicketEvent(sqlite, demo.id);
  buildMissingRollupsSync(sqlite); // as `npm start` does after the seed: the bulk rows bypassed the upkeep
  const counts = countRows(sqlite);
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return {
    demoUserId: demo.id,
    busyEvent: sales.events[0],
    tenTickets,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
}
