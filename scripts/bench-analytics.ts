// `npm run bench:analytics` (or `npx tsx scripts/bench-analytics.ts [runs]`): the analytics'
// SQL on a throwaway SQLite file migrated like the app's (every prisma/migrations/*/migration.sql
// in order) and filled with 100,000 page views and 10,000 orders (with their attendees) of one
// account over 90 days. Runs the 30-day summary and the by=source and by=day breakdowns `runs`
// times each and prints p50 / p95 / max, then the query plan of every statement they sent, with
// any full-table scan flagged. Asserts nothing: the target (summary < 100 ms) is read, not timed
// by a flaky test.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { daysBefore } from "@/lib/reports/days";
import { fillSales, migrate } from "./bench/fill-sales";
import type { Account } from "@/lib/events/account";

const VIEWS = 100_000;
const ORDERS = 10_000;
const EVENTS = 24;
const DAYS = 90;
const RUNS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20);
/** `--keep`: leave the database file for a look with sqlite3 (its path is printed). */
const KEEP = process.argv.includes("--keep");

/** Fills the file (scripts/bench/fill-sales.ts); answers the account and the period's last day. */
function fill(sqlite: Database.Database) {
  const { userId, accountKey, today } = fillSales(sqlite, {
    counts: { events: EVENTS, views: VIEWS, orders: ORDERS, days: DAYS },
  });
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
