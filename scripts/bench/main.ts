// `npm run bench [-- --quick] [-- --lighthouse] [-- --build-only]`: the benchmark anyone can run (issue 17). Builds the bench build
// when its sources changed (build.ts), fills a throwaway database to a realistic size
// (fill-database.ts), starts the production server on a free port with rate limits off
// (server.ts), then measures with autocannon at 32 connections (load.ts): the two floors, the
// public pages against the static-file floor, the hot reads against the better-sqlite3 floor, and
// the scenarios (scenarios.ts). Prints one table, writes it to reports/bench/latest.json
// (latest-quick.json for --quick) and exits 1 when a target is missed (report.ts says how the
// quick run is judged). With --lighthouse it runs Lighthouse on the public pages and /sign-in
// instead of the load (lighthouse.ts; reports/bench/lighthouse.json). The server and the temporary
// folder go away however the run ends. --build-only makes the bench build and stops (`npm test`
// builds it while its other checks run).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { LARGE_USER } from "@/seed/large-user";
import { DEMO_USER } from "@/seed/seed-database";
import { daysBefore, todayIn } from "@/lib/reports/days";
import { ensureBenchBuild } from "./build";
import { fillBenchDatabase, FULL_SIZES, QUICK_SIZES, type FilledDatabase } from "./fill-database";
import { CONNECTIONS, measureLoad, type LoadResult, type LoadTarget } from "./load";
import { measureLighthouse } from "./lighthouse";
import { formatTable, hasFailures, judge, type Check, type Measured, type Mode, type Row } from "./report";
import { concurrentBuyers, sequentialLatency, signIn, signUps } from "./scenarios";
import { startBenchServer } from "./server";

const mode: Mode = process.argv.includes("--quick") ? "quick" : "full";
const isLighthouseRun = process.argv.includes("--lighthouse");
const isBuildOnly = process.argv.includes("--build-only");
const SETTINGS = {
  full: { seconds: 10, warmUpSeconds: 3, signUps: 20, analyticsRuns: 30, sizes: FULL_SIZES },
  quick: { seconds: 3, warmUpSeconds: 1, signUps: 5, analyticsRuns: 10, sizes: QUICK_SIZES },
}[mode];
const HOT_READ: Check = { kind: "ratio", min: 0.7, p99MaxMs: 50 };
const INFO: Check = { kind: "info" };

/** The analytics screen's default: the last 30 days. */
function last30Days() {
  const today = todayIn("UTC", new Date());
  return `from=${daysBefore(today, 29)}&to=${today}`;
}

type Route = { title: string; target: LoadTarget; check: Check; floor: "static" | "sqlite" | null };

/** A published public event of the demo seed (real content), for the public page and its JSON. */
function demoPublicEvent(file: string): { slug: string } {
  const sqlite = new Database(file, { readonly: true });
  const event = sqlite
    .prepare(
      `SELECT slug FROM "Event" WHERE slug NOT LIKE 'bench-%' AND status = 'published' AND visibility = 'public'
       AND startsAt > ? ORDER BY startsAt LIMIT 1`,
    )
    .get(new Date().toISOString()) as { slug: string } | undefined;
  sqlite.close();
  if (!event) throw new Error("The demo seed has no upcoming public event.");
  return event;
}

function routes(baseURL: string, data: FilledDatabase, demoEvent: { slug: string }, tokens: Record<string, string>) {
  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const url = (pathname: string) => `${baseURL}${pathname}`;
  const busy = data.busyEvent;
  const list: Route[] = [
    { title: "floor: static file /icon.svg", target: { url: url("/icon.svg") }, check: INFO, floor: null },
    {
      title: "floor: token + 1 indexed read (better-sqlite3)",
      target: { url: url("/api/bench/floor"), ...as(tokens.demo) },
      check: INFO,
      floor: null,
    },
    {
      title: `GET /p/event/${demoEvent.slug}`,
      target: { url: url(`/p/event/${demoEvent.slug}`) },
      check: INFO,
      floor: "static",
    },
    { title: "GET /home", target: { url: url("/home") }, check: INFO, floor: "static" },
    { title: "GET /p/hosts/avery-morgan", target: { url: url("/p/hosts/avery-morgan") }, check: INFO, floor: "static" },
  ];
  const hot: [string, string, string | null][] = [
    ["GET /api/inventory/products", "/api/inventory/products", tokens.large],
    ["GET /api/apps/mailbox/mails (inbox p1)", "/api/apps/mailbox/mails?folder=inbox&page=1", tokens.large],
    ["GET /api/events", "/api/events", tokens.demo],
    ["GET /api/events/{id}/attendees", `/api/events/${busy.id}/attendees`, tokens.demo],
    ["GET /api/events/{id}/orders", `/api/events/${busy.id}/orders`, tokens.demo],
    ["GET /api/public/events/{slug}", `/api/public/events/${demoEvent.slug}`, null],
    ["GET /api/analytics/summary (30 days)", `/api/analytics/summary?${last30Days()}`, tokens.demo],
  ];
  for (const [title, pathname, token] of hot)
    list.push({ title, target: { url: url(pathname), ...(token ? as(token) : {}) }, check: HOT_READ, floor: "sqlite" });
  return list;
}

/** Every route answers 200 once before anything is measured: a broken setup fails here, clearly. */
async function checkRoutes(list: Route[]) {
  for (const route of list) {
    const response = await fetch(route.target.url, { headers: route.target.headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${route.title} answered ${response.status} (${route.target.url}).`);
  }
}

/**
 * Measures every route, then the two floors again: a floor's figure is the mean of both runs, so
 * a machine that got busier or quieter during the run moves the floor with the routes.
 */
async function measureRoutes(list: Route[]): Promise<Row[]> {
  const results = [];
  for (const route of list) {
    const result = await measureLoad(route.target, SETTINGS);
    console.log(`[bench] ${route.title}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
    results.push({ route, result });
  }
  const floors: Floors = {};
  for (const { route, result } of results.filter(({ route }) => route.floor === null)) {
    const again = await measureLoad(route.target, SETTINGS);
    const rps = (result.requestsPerSecond + again.requestsPerSecond) / 2;
    const note = `mean of ${result.requestsPerSecond.toFixed(0)} (first) and ${again.requestsPerSecond.toFixed(0)} (last)`;
    floors[route.title.includes("static") ? "static" : "sqlite"] = { rps, note };
    Object.assign(result, { requestsPerSecond: rps, failures: result.failures + again.failures });
  }
  const rows: Row[] = [];
  for (const { route, result } of results) {
    let row = judgeRoute(route, result, floors);
    if (mode === "quick" && row.pass === false && route.check.kind === "ratio" && result.failures === 0) {
      // A few seconds on a shared CI machine: another process's burst can hold one route under its
      // slack. It is measured once more and keeps the better figure; a real regression misses twice.
      const again = await measureLoad(route.target, SETTINGS);
      console.log(`[bench] ${route.title} again: ${again.requestsPerSecond.toFixed(0)} req/s, p99 ${again.p99} ms`);
      if (again.failures > 0 || again.requestsPerSecond > result.requestsPerSecond) {
        row = judgeRoute(route, again, floors);
        row.note = `${row.note}; measured twice (first ${result.requestsPerSecond.toFixed(0)} req/s)`;
      }
    }
    rows.push(row);
  }
  return rows;
}

type Floors = Record<string, { rps: number; note: string }>;

function judgeRoute(route: Route, result: LoadResult, floors: Floors): Row {
  const floor = route.floor ? floors[route.floor] : null;
  const measured: Measured = {
    route: route.title,
    requestsPerSecond: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    failures: result.failures,
    floorRequestsPerSecond: floor?.rps,
    note: floor
      ? `vs ${route.floor === "static" ? "static-file" : "better-sqlite3"} floor`
      : floors[route.title.includes("static") ? "static" : "sqlite"].note,
  };
  return judge(measured, route.check, mode);
}

async function measureScenarios(baseURL: string, file: string, data: FilledDatabase, demoToken: string) {
  const buyers = await concurrentBuyers(baseURL, file, { ...data.tenTickets, buyers: 200 });
  const signUp = await signUps(baseURL, SETTINGS.signUps);
  const analytics = await sequentialLatency(
    "GET /api/analytics/summary (one at a time)",
    `${baseURL}/api/analytics/summary?${last30Days()}`,
    { authorization: `Bearer ${demoToken}` },
    SETTINGS.analyticsRuns,
  );
  return [
    judge(buyers, { kind: "exact", expected: 10, what: "sold" }, mode),
    judge(signUp, { kind: "latency", percentile: "p95", maxMs: 300 }, mode),
    judge(analytics, { kind: "latency", percentile: "p95", maxMs: 100 }, mode),
  ];
}

/** The pages a visitor arrives at: the three public pages (served from cache) and the sign-in form. */
function lighthousePages(baseURL: string, demoEvent: { slug: string }) {
  return ["/home", `/p/event/${demoEvent.slug}`, "/p/hosts/avery-morgan", "/sign-in"].map((pathname) => ({
    title: pathname,
    url: `${baseURL}${pathname}`,
  }));
}

async function measureEverything(list: Route[], baseURL: string, file: string, data: FilledDatabase, token: string) {
  console.log(
    `[bench] ${mode} run: ${CONNECTIONS} connections, ${SETTINGS.seconds} s per route after ${SETTINGS.warmUpSeconds} s of warm-up`,
  );
  return [...(await measureRoutes(list)), ...(await measureScenarios(baseURL, file, data, token))];
}

function writeReport(root: string, rows: Row[], meta: Record<string, unknown>) {
  const dir = path.join(root, "reports", "bench");
  fs.mkdirSync(dir, { recursive: true });
  const name = isLighthouseRun ? "lighthouse.json" : mode === "quick" ? "latest-quick.json" : "latest.json";
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  return path.relative(root, file);
}

async function main() {
  const root = process.cwd();
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-bench-"));
  process.on("exit", () => fs.rmSync(tmp, { recursive: true, force: true }));
  const buildSeconds = ensureBenchBuild(root, `file:${path.join(tmp, "build.db")}`);
  if (isBuildOnly) return;
  const file = path.join(tmp, "bench.db");
  const data = await fillBenchDatabase(file, SETTINGS.sizes);
  console.log(`[bench] Database filled in ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`);
  const server = await startBenchServer(root, `file:${file}`, tmp);
  try {
    const tokens = {
      demo: await signIn(server.baseURL, DEMO_USER.email, DEMO_USER.password),
      large: await signIn(server.baseURL, LARGE_USER.email, LARGE_USER.password),
    };
    const demoEvent = demoPublicEvent(file);
    const list = routes(server.baseURL, data, demoEvent, tokens);
    await checkRoutes(list);
    const rows = isLighthouseRun
      ? await measureLighthouse(lighthousePages(server.baseURL, demoEvent), mode)
      : await measureEverything(list, server.baseURL, file, data, tokens.demo);
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `[bench] Load average of the machine (1, 5, 15 min): ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")} on ${os.cpus().length} cores.`,
    );
    const meta = {
      mode,
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      connections: CONNECTIONS,
      ...SETTINGS,
      counts: data.counts,
      buildSeconds,
      seconds,
    };
    console.log(
      `[bench] Wrote ${writeReport(root, rows, meta)}; ${seconds.toFixed(0)} s in all (build ${buildSeconds.toFixed(0)} s).`,
    );
    return hasFailures(rows) ? 1 : 0;
  } catch (error) {
    const kept = path.join(root, "reports", "bench", "server.log");
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.copyFileSync(server.logFile, kept);
    console.error(
      `[bench] The server's log is in ${path.relative(root, kept)}; its end:\n${fs.readFileSync(kept, "utf8").slice(-3000)}`,
    );
    throw error;
  } finally {
    server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
