#!/usr/bin/env node
// Measures the audience-facing paths on a running production server (`npm start`), with the
// seeded demo data: the public event page, its JSON, the home page's list, and placing orders.
//   node scripts/bench-public.mjs [baseURL] [seconds]
// Prints requests per second and latency percentiles; it asserts nothing (targets live in the
// README, where a regression is seen by comparing figures, not by a flaky timed test).
import autocannon from "autocannon";

const baseURL = process.argv[2] ?? "http://localhost:3000";
const duration = Number(process.argv[3] ?? 10);

const list = await (await fetch(`${baseURL}/api/public/events?pageSize=50`)).json();
const events = list.events ?? [];
if (events.length === 0) throw new Error("No public events: start the server on a seeded database first.");
// The event with the most tickets left, so the order benchmark does not run out of stock.
let target;
for (const event of events) {
  const view = await (await fetch(`${baseURL}/api/public/events/${event.slug}`)).json();
  const free = view.ticketTypes?.find((ticketType) => ticketType.onSale && ticketType.available > 0);
  if (free && (!target || free.available > target.ticketType.available))
    target = { slug: event.slug, ticketType: free };
}
if (!target) throw new Error("No ticket on sale in the seeded events.");

async function run(title, options) {
  const result = await autocannon({ url: baseURL, connections: 16, duration, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx/errors ${errors}`,
  );
}

console.log(`${baseURL}, ${duration} s each, 16 connections; event ${target.slug}`);
await run(`GET /p/event/${target.slug}`.slice(0, 44), { url: `${baseURL}/p/event/${target.slug}` });
await run("GET /api/public/events/{slug}", { url: `${baseURL}/api/public/events/${target.slug}` });
await run("GET /home", { url: `${baseURL}/home` });
await run("GET /api/public/events", { url: `${baseURL}/api/public/events` });
// Orders of one ticket each until the stock runs out (then 409s, which count as non-2xx).
await run("POST /api/public/events/{slug}/orders", {
  url: `${baseURL}/api/public/events/${target.slug}/orders`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    items: [{ ticketTypeId: target.ticketType.id, quantity: 1 }],
    buyer: { name: "Bench Mark", email: "bench@example.org" },
  }),
  duration: Math.min(duration, 3),
  connections: 8,
});
