// Bulk sales data for the benchmarks: events with two ticket types, page views, and orders with
// their items and attendees, over the last `days` days, inserted with prepared better-sqlite3
// statements inside one transaction (about 100,000 rows a second here; Prisma would take minutes).
// Used by `npm run bench:analytics` (a fresh owner, 24 events) and `npm run bench` (1,000 upcoming
// public events of the demo user). A seeded generator: two runs insert the same mix.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { applyMigrations } from "@/prisma/apply-migrations";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { daysBefore, todayIn } from "@/lib/reports/days";

const SOURCES: (string | null)[] = [null, null, null, "newsletter", "facebook", "instagram", "google", "partner"];
const MEDIUMS: Record<string, string> = {
  newsletter: "email",
  facebook: "social",
  instagram: "social",
  google: "cpc",
  partner: "referral",
};
const STATUSES = [
  ...Array<string>(80).fill("completed"),
  ...Array<string>(4).fill("partially_refunded"),
  ...Array<string>(3).fill("refunded"),
  ...Array<string>(5).fill("awaiting_payment"),
  ...Array<string>(4).fill("cancelled"),
  ...Array<string>(4).fill("expired"),
];
const COUNTED = ["completed", "partially_refunded", "refunded"];

/** A seeded generator (mulberry32), so two runs insert the same rows. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A new SQLite file with every prisma/migrations/*\/migration.sql applied in order, as the app's. */
export function migrate(file: string): Database.Database {
  const sqlite = new Database(file);
  applyMigrations(sqlite, process.cwd());
  return sqlite;
}

export type SalesCounts = { events: number; views: number; orders: number; days: number };

export type SalesOptions = {
  counts: SalesCounts;
  /** The account that gets the events; without it a new user ("Bench Host", personal account) is made. */
  owner?: { userId: string; accountKey: string };
  /**
   * `upcoming`: events start 1, 2, 3 … days from now, with slugs `bench-event-1` … (public pages
   * and lists show them). Otherwise (the analytics bench) they start now, with random slugs.
   */
  upcoming?: boolean;
  now?: Date;
  seed?: number;
};

export type SalesFill = {
  userId: string;
  accountKey: string;
  events: { id: string; slug: string; currency: string }[];
  today: string;
};

type Statements = ReturnType<typeof prepare>;

function prepare(sqlite: Database.Database) {
  return {
    user: sqlite.prepare(
      `INSERT INTO "User" (id, email, firstName, displayName, passwordHash, timezone, updatedAt) VALUES (?, ?, 'Bench', 'Bench Host', '-', 'UTC', ?)`,
    ),
    event: sqlite.prepare(
      `INSERT INTO "Event" (id, accountKey, userId, slug, title, timezone, startsAt, endsAt, status, currency, publishedAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'UTC', ?, ?, 'published', ?, ?, ?)`,
    ),
    ticketType: sqlite.prepare(
      `INSERT INTO "TicketType" (id, eventId, name, kind, price, quantity, position, updatedAt) VALUES (?, ?, ?, 'paid', ?, 100000, ?, ?)`,
    ),
    view: sqlite.prepare(
      `INSERT INTO "EventPageView" (id, eventId, visitorId, utmSource, utmMedium, utmCampaign, ref, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    order: sqlite.prepare(
      `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, total, currency,
         paymentProvider, refundedAmount, completedAt, utmSource, utmMedium, utmCampaign, ref, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'Bench Buyer', 'buyer@example.org', ?, ?, ?, 'offline', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    item: sqlite.prepare(
      `INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, ?)`,
    ),
    attendee: sqlite.prepare(
      `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code, checkedInAt, voidedAt) VALUES (?, ?, ?, ?, 'Guest', 'guest@example.org', ?, ?, ?)`,
    ),
  };
}

type SalesEvent = SalesFill["events"][number] & { ticketTypes: { id: string; price: number }[] };

function insertEvents(insert: Statements, owner: { userId: string; accountKey: string }, options: SalesOptions) {
  const now = options.now ?? new Date();
  const stamp = sqliteInstant(now);
  return Array.from({ length: options.counts.events }, (_, index): SalesEvent => {
    const id = randomUUID();
    const currency = index % 3 === 0 ? "USD" : "EUR";
    const slug = options.upcoming ? `bench-event-${index + 1}` : `bench-${id}`;
    const startsAt = options.upcoming ? new Date(now.getTime() + (index + 1) * 86_400_000) : now;
    const endsAt = new Date(startsAt.getTime() + (options.upcoming ? 3 * 3_600_000 : 0));
    insertEventRow(insert, [id, owner, slug, `Event ${index + 1}`, startsAt, endsAt, currency, stamp]);
    const ticketTypes = [1500, 4000].map((price, position) => {
      const ticketTypeId = randomUUID();
      insert.ticketType.run(ticketTypeId, id, position ? "VIP" : "General", price, position, stamp);
      return { id: ticketTypeId, price };
    });
    return { id, slug, currency, ticketTypes };
  });
}

function insertEventRow(
  insert: Statements,
  [id, owner, slug, title, startsAt, endsAt, currency, stamp]: [
    string,
    { userId: string; accountKey: string },
    string,
    string,
    Date,
    Date,
    string,
    string,
  ],
) {
  const [starts, ends] = [sqliteInstant(startsAt), sqliteInstant(endsAt)];
  insert.event.run(id, owner.accountKey, owner.userId, slug, title, starts, ends, currency, stamp, stamp);
}

/**
 * Fills `sqlite` (migrated, see `migrate`) with `counts` of sales data of one account. Answers the
 * account, its events and the period's last day (UTC).
 */
export function fillSales(sqlite: Database.Database, options: SalesOptions): SalesFill {
  const { counts } = options;
  const next = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const now = options.now ?? new Date();
  const today = todayIn("UTC", now);
  const firstDay = Date.parse(`${daysBefore(today, counts.days - 1)}T00:00:00Z`);
  const instant = () => sqliteInstant(new Date(firstDay + Math.floor(next() * counts.days * 86_400_000)));
  const stamp = sqliteInstant(now);
  // Browsers keep 32 random hex characters as their visitor id (components/public/visitor.ts).
  const visitorCount = Math.max(1, Math.round(counts.views * 0.4));
  const visitors = Array.from({ length: visitorCount }, () => randomUUID().replaceAll("-", ""));
  const insert = prepare(sqlite);
  const userId = options.owner?.userId ?? randomUUID();
  const owner = options.owner ?? { userId, accountKey: `user:${userId}` };

  const events = sqlite.transaction(() => {
    if (!options.owner) insert.user.run(userId, `bench-${userId}@example.test`, stamp);
    const made = insertEvents(insert, owner, options);
    for (let index = 0; index < counts.views; index++) {
      const source = pick(SOURCES);
      const visitor = visitors[Math.floor(next() * visitors.length)];
      const ref = next() < 0.1 ? "partner-site" : null;
      const campaign = source && next() < 0.5 ? "autumn" : null;
      const medium = source ? MEDIUMS[source] : null;
      insert.view.run(randomUUID(), pick(made).id, visitor, source, medium, campaign, ref, instant());
    }
    for (let index = 0; index < counts.orders; index++) {
      const event = pick(made);
      const status = pick(STATUSES);
      const counted = COUNTED.includes(status);
      const ticketType = pick(event.ticketTypes);
      const quantity = 1 + Math.floor(next() * 4);
      const total = quantity * ticketType.price;
      const refunded = status === "refunded" ? total : status === "partially_refunded" ? ticketType.price : 0;
      const orderId = randomUUID();
      const source = pick(SOURCES);
      const at = instant();
      insert.order.run(
        // Longer than the app's HD-XXXXXX, so never one the seed drew at random.
        ...[orderId, event.id, `HD-BENCH-${index}`, randomUUID(), status, total, total, event.currency, refunded],
        ...[counted ? at : null, source, source ? MEDIUMS[source] : null, null, null, at, at],
      );
      insert.item.run(randomUUID(), orderId, ticketType.id, quantity, ticketType.price);
      if (!counted) continue;
      for (let ticket = 0; ticket < quantity; ticket++) {
        const voided = status === "refunded" || (status === "partially_refunded" && ticket === 0);
        const checkedIn = !voided && next() < 0.4 ? at : null;
        insert.attendee.run(
          randomUUID(),
          orderId,
          event.id,
          ticketType.id,
          randomUUID(),
          checkedIn,
          voided ? at : null,
        );
      }
    }
    return made;
  })();
  // No ANALYZE: the app never runs it, so the planner decides as it does in production.
  return { ...owner, events: events.map(({ id, slug, currency }) => ({ id, slug, currency })), today };
}
