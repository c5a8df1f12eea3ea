// `npm run bench:analytics` (or `npx tsx scripts/bench-analytics.ts [runs]`): the analytics'
// SQL on a throwaway SQLite file migrated like the app's (every prisma/migrations/*/migration.sql
// in order) and filled with 100,000 page views and 10,000 orders (with their attendees) of one
// account over 90 days. Runs the 30-day summary and the by=source and by=day breakdowns `runs`
// times each and prints p50 / p95 / max, then the query plan of every statement they sent, with
// any full-table scan flagged. Asserts nothing: the target (summary < 100 ms) is read, not timed
// by a flaky test.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { daysBefore, todayIn } from "@/lib/reports/days";
import type { Account } from "@/lib/events/account";

const VIEWS = 100_000;
const ORDERS = 10_000;
const EVENTS = 24;
const DAYS = 90;
const RUNS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20);
/** `--keep`: leave the database file for a look with sqlite3 (its path is printed). */
const KEEP = process.argv.includes("--keep");

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

/** A seeded generator (mulberry32), so two runs insert the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function migrate(file: string) {
  const sqlite = new Database(file);
  const dir = path.join(process.cwd(), "prisma", "migrations");
  for (const name of fs.readdirSync(dir).sort()) {
    const migration = path.join(dir, name, "migration.sql");
    if (fs.existsSync(migration)) sqlite.exec(fs.readFileSync(migration, "utf8"));
  }
  return sqlite;
}

/** Fills the file; answers the account and the period's last day. */
function fill(sqlite: Database.Database) {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const now = new Date();
  const today = todayIn("UTC", now);
  const firstDay = Date.parse(`${daysBefore(today, DAYS - 1)}T00:00:00Z`);
  const instant = () => sqliteInstant(new Date(firstDay + Math.floor(next() * DAYS * 86_400_000)));
  const stamp = sqliteInstant(now);
  const userId = randomUUID();
  // Browsers keep 32 random hex characters as their visitor id (components/public/visitor.ts).
  const visitors = Array.from({ length: 40_000 }, () => randomUUID().replaceAll("-", ""));
  const accountKey = `user:${userId}`;

  const insertUser = sqlite.prepare(
    `INSERT INTO "User" (id, email, firstName, displayName, passwordHash, timezone, updatedAt) VALUES (?, ?, 'Bench', 'Bench Host', '-', 'UTC', ?)`,
  );
  const insertEvent = sqlite.prepare(
    `INSERT INTO "Event" (id, accountKey, userId, slug, title, timezone, startsAt, endsAt, status, currency, updatedAt)
     VALUES (?, ?, ?, ?, ?, 'UTC', ?, ?, 'published', ?, ?)`,
  );
  const insertTicketType = sqlite.prepare(
    `INSERT INTO "TicketType" (id, eventId, name, kind, price, quantity, position, updatedAt) VALUES (?, ?, ?, 'paid', ?, 100000, ?, ?)`,
  );
  const insertView = sqlite.prepare(
    `INSERT INTO "EventPageView" (id, eventId, visitorId, utmSource, utmMedium, utmCampaign, ref, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrder = sqlite.prepare(
    `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, total, currency,
       paymentProvider, refundedAmount, completedAt, utmSource, utmMedium, utmCampaign, ref, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, 'Bench Buyer', 'buyer@example.org', ?, ?, ?, 'offline', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = sqlite.prepare(
    `INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertAttendee = sqlite.prepare(
    `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code, checkedInAt, voidedAt) VALUES (?, ?, ?, ?, 'Guest', 'guest@example.org', ?, ?, ?)`,
  );

  sqlite.transaction(() => {
    insertUser.run(userId, `bench-${userId}@example.test`, stamp);
    const events = Array.from({ length: EVENTS }, (_, index) => {
      const id = randomUUID();
      const currency = index % 3 === 0 ? "USD" : "EUR";
      insertEvent.run(id, accountKey, userId, `bench-${id}`, `Event ${index + 1}`, stamp, stamp, currency, stamp);
      const ticketTypes = [1500, 4000].map((price, position) => {
        const ticketTypeId = randomUUID();
        insertTicketType.run(ticketTypeId, id, position ? "VIP" : "General", price, position, stamp);
        return { id: ticketTypeId, price };
      });
      return { id, currency, ticketTypes };
    });
    for (let index = 0; index < VIEWS; index++) {
      const source = pick(SOURCES);
      const visitor = visitors[Math.floor(next() * visitors.length)];
      const ref = next() < 0.1 ? "partner-site" : null;
      const campaign = source && next() < 0.5 ? "autumn" : null;
      const medium = source ? MEDIUMS[source] : null;
      insertView.run(randomUUID(), pick(events).id, visitor, source, medium, campaign, ref, instant());
    }
    for (let index = 0; index < ORDERS; index++) {
      const event = pick(events);
      const status = pick(STATUSES);
      const counted = ["completed", "partially_refunded", "refunded"].includes(status);
      const ticketType = pick(event.ticketTypes);
      const quantity = 1 + Math.floor(next() * 4);
      const total = quantity * ticketType.price;
      const refunded = status === "refunded" ? total : status === "partially_refunded" ? ticketType.price : 0;
      const orderId = randomUUID();
      const source = pick(SOURCES);
      const at = instant();
      insertOrder.run(
        ...[orderId, event.id, `HD-${index}`, randomUUID(), status, total, total, event.currency, refunded],
        ...[counted ? at : null, source, source ? MEDIUMS[source] : null, null, null, at, at],
      );
      insertItem.run(randomUUID(), orderId, ticketType.id, quantity, ticketType.price);
      if (!counted) continue;
      for (let ticket = 0; ticket < quantity; ticket++) {
        const voided = status === "refunded" || (status === "partially_refunded" && ticket === 0);
        const checkedIn = !voided && next() < 0.4 ? at : null;
        insertAttendee.run(randomUUID(), orderId, event.id, ticketType.id, randomUUID(), checkedIn, voided ? at : null);
      }
    }
  })();
  // No ANALYZE: the app never runs it, so the planner here decides as it does in production.
  const account: Account = {
    key: accountKey,
    kind: "personal",
    userId,
    vendorId: null,
    role: "owner",
    name: "Bench Host",
    currency: "EUR",
    hostSlug: null,
  };
  return { account, today };
}

async function measure(title: string, runs: number, call: () => Promise<unknown>) {
  await call(); // warm-up: statement caches, first page reads
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(`${title.padEnd(34)} p50 ${ms(at(0.5))}   p95 ${ms(at(0.95))}   max ${ms(times[times.length - 1])}`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-bench-analytics-"));
  const file = path.join(dir, "bench.db");
  try {
    let started = performance.now();
    const sqlite = migrate(file);
    const { account, today } = fill(sqlite);
    const count = (table: string) =>
      (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n.toLocaleString("en");
    console.log(
      `${count("EventPageView")} page views, ${count("Order")} orders, ${count("Attendee")} attendees of one account over ${DAYS} days: ${Math.round(performance.now() - started)} ms to build`,
    );

    // The app's client (lib/db.ts takes the one on globalThis) on this file, logging every
    // statement it sends, for the plans below.
    const statements = new Map<string, string>();
    const logged = new PrismaClient({
      adapter: new PrismaBetterSQLite3({ url: `file:${file}` }),
      log: [{ emit: "event", level: "query" }],
    });
    logged.$on("query", (event) => statements.set(event.query, event.params));
    (globalThis as unknown as { hostdeckDb: unknown }).hostdeckDb = logged;
    const { getAnalyticsSummary } = await import("@/lib/analytics/summary");
    const { getAnalyticsBreakdown } = await import("@/lib/analytics/breakdown");

    const period = { from: daysBefore(today, 29), to: today };
    const summary = await getAnalyticsSummary(account, period);
    console.log(`30-day summary ${period.from} … ${period.to}: ${JSON.stringify(summary.summary)}`);
    started = performance.now();
    await measure(`summary, 30 days (×${RUNS})`, RUNS, () => getAnalyticsSummary(account, period));
    await measure(`breakdown by=source, 30 days (×${RUNS})`, RUNS, () =>
      getAnalyticsBreakdown(account, { ...period, by: "source" }),
    );
    await measure(`breakdown by=day, 30 days (×${RUNS})`, RUNS, () =>
      getAnalyticsBreakdown(account, { ...period, by: "day" }),
    );
    await measure(`summary, 90 days (×${RUNS})`, RUNS, () =>
      getAnalyticsSummary(account, { from: daysBefore(today, DAYS - 1), to: today }),
    );

    console.log("\nQuery plans (EXPLAIN QUERY PLAN; a SCAN of a table without an index reads all of it):");
    for (const [query, params] of statements) {
      if (!/^\s*(WITH|SELECT)/i.test(query) || !/EventPageView|"Order"|Attendee/.test(query)) continue;
      const values = (JSON.parse(params) as unknown[]).map((value) =>
        typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? sqliteInstant(new Date(value)) : value,
      );
      const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${query}`).all(...values) as { detail: string }[];
      const scans = plan.filter((step) => /^SCAN (v|o|a|e|oi)\b/.test(step.detail) && !/USING/.test(step.detail));
      console.log(`\n${scans.length ? "⚠ FULL SCAN  " : ""}${query.replace(/\s+/g, " ").slice(0, 160)}…`);
      for (const step of plan) console.log(`    ${step.detail}`);
    }
    await logged.$disconnect();
    sqlite.close();
  } finally {
    if (KEEP) console.log(`\nKept ${file}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

// lib/ modules of the server import "server-only", which resolves to an empty module only under
// the react-server condition: run again with it.
if (!process.execArgv.includes("--conditions=react-server")) {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)],
    {
      stdio: "inherit",
    },
  );
  process.exit(result.status ?? 1);
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
