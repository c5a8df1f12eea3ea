// The hot reads under load, one route at a time, on a database you keep (issue 17): the bench
// build's server on DATABASE_URL, autocannon at 32 connections per route between two floor runs,
// and with --cpu-prof the server's CPU profile and its functions by own time. For a question about
// one route, quicker than `npm run bench` and without refilling. Not part of `npm run bench`; run
// `npm run bench` once first (the bench build and a filled database), then e.g.
//   DATABASE_URL=file:/tmp/full.db tsx --conditions=react-server scripts/bench/profile-server.ts [--cpu-prof] [orders mails …]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { BENCH_BUILD_ENV } from "./build";
import { measureLoad } from "./load";
import { freePort } from "./server";

const profiling = process.argv.includes("--cpu-prof");
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));

function fixtures(file: string) {
  const sqlite = new Database(file, { readonly: true });
  const one = (sql: string) => (sqlite.prepare(sql).get() as { id: string }).id;
  const found = {
    demo: one(`SELECT id FROM "User" WHERE email = 'demo@example.com'`),
    large: one(`SELECT "userId" AS id FROM "MailboxMail" GROUP BY "userId" ORDER BY COUNT(*) DESC LIMIT 1`),
    busy: one(`SELECT id FROM "Event" WHERE slug LIKE 'bench-event-%' ORDER BY rowid LIMIT 1`),
  };
  sqlite.close();
  return found;
}

/** The functions with the most own time in a .cpuprofile, as shares of all samples. */
function topFunctions(file: string, count: number): string[] {
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const own = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*node_modules\//, "")}:${frame.lineNumber}`;
    own.set(name, (own.get(name) ?? 0) + profile.timeDeltas[index]);
    total += profile.timeDeltas[index];
  });
  return [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
}

async function main() {
  const file = process.env.DATABASE_URL?.replace(/^file:/, "");
  if (!file || !fs.existsSync(file)) throw new Error("Set DATABASE_URL=file:<a database filled by npm run bench>.");
  const root = process.cwd();
  // Tokens of a secret of this run, which the server is given too.
  process.env.ACCESS_TOKEN_SECRET = `profile-server-${Date.now()}-access-token-secret-0123456789`;
  const { issueAccessToken } = await import("@/lib/auth/access-token");
  const { demo, large, busy } = fixtures(file);
  const tokens = { demo: await issueAccessToken(demo), large: await issueAccessToken(large) };
  const routes: [string, string, string][] = [
    ["products", "/api/inventory/products", tokens.large],
    ["mails", "/api/apps/mailbox/mails?folder=inbox&page=1", tokens.large],
    ["events", "/api/events", tokens.demo],
    ["attendees", `/api/events/${busy}/attendees`, tokens.demo],
    ["orders", `/api/events/${busy}/orders`, tokens.demo],
  ].filter(([name]) => only.length === 0 || only.includes(name)) as [string, string, string][];

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-server-profile-"));
  const log = fs.openSync(path.join(profileDir, "server.log"), "a");
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const flags = profiling ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...flags, next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      ...BENCH_BUILD_ENV,
      NODE_ENV: "production",
      APP_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: `profile-server-${Date.now()}-nextauth-secret-0123456789abcdef`,
      RATE_LIMITS: "off",
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const floor = { url: `${baseURL}/api/bench/floor`, headers: { authorization: `Bearer ${tokens.demo}` } };
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(floor.url, { headers: floor.headers }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt === 120) throw new Error(`The server did not start (log: ${profileDir}/server.log).`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = Number(process.env.SECONDS_PER_ROUTE ?? 8);
  const measure = async (name: string, target: { url: string; headers: Record<string, string> }) => {
    const result = await measureLoad(target, { seconds, warmUpSeconds: 3 });
    const figures = `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50}  p99 ${result.p99}`;
    console.log(`${name.padEnd(10)} ${figures}${result.failures ? `  ${result.failures} failures` : ""}`);
  };
  await measure("floor", floor);
  for (const [name, pathname, token] of routes)
    await measure(name, { url: `${baseURL}${pathname}`, headers: { authorization: `Bearer ${token}` } });
  await measure("floor", floor);

  process.kill(-child.pid!, "SIGTERM"); // the profile is written as the server exits
  await new Promise((resolve) => child.once("exit", resolve));
  const written = fs.readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
  for (const name of written) {
    console.log(`\n${path.join(profileDir, name)} (the whole run, start-up included), by own time:`);
    for (const line of topFunctions(path.join(profileDir, name), 25)) console.log(line);
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
