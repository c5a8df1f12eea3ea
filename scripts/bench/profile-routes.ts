// The hot-read routes of issue 17 called in this process, one at a time, against the floor route:
// µs per request without HTTP and without other load, steadier than `npm run bench` on a busy
// machine. Not part of `npm run bench`; run it on a database filled by compare-answers.ts:
//   DATABASE_URL=file:/tmp/answers.db HOSTDECK_BENCH_BUILD=1 NODE_ENV=production \
//     tsx --conditions=react-server scripts/bench/profile-routes.ts [route]
import Database from "better-sqlite3";
import { NextRequest } from "next/server";
import { daysBefore, todayIn } from "@/lib/reports/days";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const RUNS = Number(process.env.RUNS ?? 1000);

function fixtures(file: string) {
  const sqlite = new Database(file, { readonly: true });
  const one = (sql: string) => sqlite.prepare(sql).get() as { id: string };
  const demo = one(`SELECT id FROM "User" WHERE email = 'demo@example.com'`).id;
  const large = one(`SELECT "userId" AS id FROM "MailboxMail" GROUP BY "userId" ORDER BY COUNT(*) DESC LIMIT 1`).id;
  const busy = one(`SELECT id FROM "Event" WHERE slug LIKE 'bench-event-%' ORDER BY rowid LIMIT 1`).id;
  const slug = one(`SELECT slug AS id FROM "Event" WHERE slug NOT LIKE 'bench-%' AND status = 'published'
    AND visibility = 'public' ORDER BY startsAt DESC LIMIT 1`).id;
  sqlite.close();
  return { demo, large, busy, slug };
}

async function main() {
  process.env.ACCESS_TOKEN_SECRET ??= "profile-routes-access-token-secret-0123456789";
  const { demo, large, busy, slug } = fixtures(process.env.DATABASE_URL!.replace(/^file:/, ""));
  const { issueAccessToken } = await import("@/lib/auth/access-token");
  const tokens = { demo: await issueAccessToken(demo), large: await issueAccessToken(large) };
  const today = todayIn("UTC", new Date());
  const route = async (path: string) => (await import(path)).GET as Handler;
  const list: [string, Handler, string, string | null, Record<string, string>][] = [
    ["floor", await route("@/app/api/bench/floor/route.bench"), "/api/bench/floor", tokens.demo, {}],
    ["products", await route("@/app/api/inventory/products/route"), "/api/inventory/products", tokens.large, {}],
    [
      "mails",
      await route("@/app/api/apps/mailbox/mails/route"),
      "/api/apps/mailbox/mails?folder=inbox&page=1",
      tokens.large,
      {},
    ],
    ["events", await route("@/app/api/events/route"), "/api/events", tokens.demo, {}],
    [
      "attendees",
      await route("@/app/api/events/[id]/attendees/route"),
      `/api/events/${busy}/attendees`,
      tokens.demo,
      { id: busy },
    ],
    [
      "orders",
      await route("@/app/api/events/[id]/orders/route"),
      `/api/events/${busy}/orders`,
      tokens.demo,
      { id: busy },
    ],
    ["public", await route("@/app/api/public/events/[slug]/route"), `/api/public/events/${slug}`, null, { slug }],
    [
      "analytics",
      await route("@/app/api/analytics/summary/route"),
      `/api/analytics/summary?from=${daysBefore(today, 29)}&to=${today}`,
      tokens.demo,
      {},
    ],
  ];
  for (const [name, handler, path, token, params] of list) {
    if (process.argv[2] && name !== process.argv[2]) continue;
    const call = async () => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await handler(new NextRequest(`http://localhost${path}`, { headers }), {
        params: Promise.resolve(params),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${body}`);
      return body.length;
    };
    for (let i = 0; i < 200; i++) await call();
    const started = process.hrtime.bigint();
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) bytes = await call();
    const micros = Number(process.hrtime.bigint() - started) / 1000 / RUNS;
    console.log(`${name.padEnd(10)} ${micros.toFixed(0).padStart(6)} µs  ${bytes} bytes`);
  }
  process.exit(0);
}

void main();
