// The safety net of issue 17's hot reads: the JSON answers of the hot-read routes for many query
// variants, captured on one filled database so the answers before and after a change can be
// compared byte for byte. Not part of `npm run bench`.
//
//   tsx --conditions=react-server scripts/bench/compare-answers.ts fill /tmp/answers.db
//   DATABASE_URL=file:/tmp/answers.db tsx --conditions=react-server scripts/bench/compare-answers.ts capture out.json
import fs from "node:fs";
import Database from "better-sqlite3";
import { NextRequest } from "next/server";
import { fillBenchDatabase, QUICK_SIZES } from "./fill-database";
import { ORDER_STATUSES } from "@/lib/events/schema";
import { PRODUCT_SORT_FIELDS } from "@/lib/inventory/schema";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const BASE = "http://localhost:3999";
const EVENT_TABS = ["upcoming", "past", "drafts", "cancelled", "archived"];
const EVENT_SORTS = ["startsAt", "-startsAt", "title", "-title", "createdAt", "-createdAt"];

async function capture(out: string) {
  process.env.ACCESS_TOKEN_SECRET ??= "compare-answers-access-token-secret-0123456789";
  process.env.NEXTAUTH_SECRET ??= "compare-answers-nextauth-secret-0123456789abcdef";
  const file = process.env.DATABASE_URL!.replace(/^file:/, "");
  const sqlite = new Database(file, { readonly: true });
  const one = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as T;
  const all = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args) as T[];
  const demo = one<{ id: string }>(`SELECT id FROM "User" WHERE email = 'demo@example.com'`);
  const large = one<{ id: string }>(
    `SELECT "userId" AS id FROM "MailboxMail" GROUP BY "userId" ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  const events = all<{ id: string; slug: string }>(
    `SELECT e.id, e.slug FROM "Event" e WHERE e."accountKey" = ? ORDER BY (SELECT COUNT(*) FROM "Order" o WHERE o."eventId" = e.id) DESC LIMIT 3`,
    `user:${demo.id}`,
  );
  const publicSlugs = all<{ slug: string }>(
    `SELECT slug FROM "Event" WHERE status = 'published' ORDER BY startsAt DESC LIMIT 4`,
  );
  const labels = all<{ slug: string }>(`SELECT slug FROM "MailboxLabel" WHERE "userId" = ? LIMIT 2`, large.id);
  sqlite.close();

  const { issueAccessToken } = await import("@/lib/auth/access-token");
  const tokens = { demo: await issueAccessToken(demo.id), large: await issueAccessToken(large.id) };
  const routes = {
    products: (await import("@/app/api/inventory/products/route")).GET as unknown as Handler,
    mails: (await import("@/app/api/apps/mailbox/mails/route")).GET as unknown as Handler,
    events: (await import("@/app/api/events/route")).GET as unknown as Handler,
    attendees: (await import("@/app/api/events/[id]/attendees/route")).GET as unknown as Handler,
    orders: (await import("@/app/api/events/[id]/orders/route")).GET as unknown as Handler,
    public: (await import("@/app/api/public/events/[slug]/route")).GET as unknown as Handler,
  };
  const calls: [keyof typeof routes, string, string | null, Record<string, string>][] = [];
  for (const tab of EVENT_TABS)
    for (const sort of EVENT_SORTS)
      for (const extra of ["", "&page=2&pageSize=7", "&search=bench", "&search=A", "&search=zzz"])
        calls.push(["events", `/api/events?tab=${tab}&sort=${sort}${extra}`, tokens.demo, {}]);
  for (const event of [...events, { id: "no-such-event" }]) {
    for (const extra of [
      "",
      "page=2&pageSize=7",
      "search=a",
      "search=.com",
      "checkedIn=yes",
      "checkedIn=no",
      "page=99",
    ])
      calls.push(["attendees", `/api/events/${event.id}/attendees?${extra}`, tokens.demo, { id: event.id }]);
    for (const extra of ["", "page=2&pageSize=7", "search=a", "page=999", ...ORDER_STATUSES.map((s) => `status=${s}`)])
      calls.push(["orders", `/api/events/${event.id}/orders?${extra}`, tokens.demo, { id: event.id }]);
  }
  for (const sort of PRODUCT_SORT_FIELDS)
    for (const order of ["asc", "desc"])
      for (const extra of ["", "&page=2&size=7", "&search=a", "&page=9999"])
        calls.push(["products", `/api/inventory/products?sort=${sort}&order=${order}${extra}`, tokens.large, {}]);
  calls.push(["products", `/api/inventory/products`, tokens.large, {}]);
  calls.push(["products", `/api/inventory/products`, tokens.demo, {}]);
  for (const folder of ["inbox", "sent", "drafts", "spam", "trash"])
    for (const page of [1, 2, 50, 9999])
      calls.push(["mails", `/api/apps/mailbox/mails?folder=${folder}&page=${page}`, tokens.large, {}]);
  for (const filter of ["starred", "important"])
    calls.push(["mails", `/api/apps/mailbox/mails?filter=${filter}`, tokens.large, {}]);
  for (const label of labels) calls.push(["mails", `/api/apps/mailbox/mails?label=${label.slug}`, tokens.large, {}]);
  calls.push(["mails", `/api/apps/mailbox/mails?folder=inbox&page=1`, tokens.demo, {}]);
  for (const { slug } of [...publicSlugs, ...events, { slug: "no-such-slug" }])
    calls.push(["public", `/api/public/events/${slug}`, null, { slug }]);
  calls.push(["events", `/api/events`, null, {}]);
  calls.push(["events", `/api/events`, "not-a-token", {}]);

  const answers: string[] = [];
  for (const [route, path, token, params] of calls) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await routes[route](new NextRequest(`${BASE}${path}`, { headers }), {
      params: Promise.resolve(params),
    });
    answers.push(`${response.status} ${path}\n${await response.text()}`);
  }
  fs.writeFileSync(out, `${answers.join("\n")}\n`);
  console.log(`${answers.length} answers written to ${out}`);
}

async function main() {
  const [command, target] = process.argv.slice(2);
  if (command === "fill") {
    const data = await fillBenchDatabase(target, QUICK_SIZES);
    console.log(JSON.stringify(data.counts));
  } else if (command === "capture") await capture(target);
  else throw new Error("Usage: compare-answers.ts fill <db> | capture <out.json>");
}

void main().then(() => process.exit(0));
