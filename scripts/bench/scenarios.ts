// The measurements that are not a steady stream of one request: signing in for a bearer token,
// 200 buyers at once for ten tickets, sign-ups (each copies the demo apps' data for the new
// account), and the latency of one request at a time.
import Database from "better-sqlite3";
import { percentile } from "./load";
import type { Measured } from "./report";

async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** A bearer token from `POST /api/auth/sign-in` (API-CONVENTIONS.md). */
export async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const answer = (await response.json()) as { accessToken?: string };
  if (!response.ok || !answer.accessToken) throw new Error(`Sign-in of ${email} answered ${response.status}.`);
  return answer.accessToken;
}

/**
 * `buyers` concurrent orders of one ticket each for an event with `expected` tickets. Counts the
 * 201s and, in the database itself, the tickets sold; answers a row whose `actual` is the tickets
 * sold (only if the answers agree with the database, else -1) and whose p95 is the answers' latency.
 */
export async function concurrentBuyers(
  baseURL: string,
  databaseFile: string,
  { slug, ticketTypeId, buyers }: { slug: string; ticketTypeId: string; buyers: number },
): Promise<Measured> {
  const results = await Promise.all(
    Array.from({ length: buyers }, (_, index) =>
      timed(() =>
        fetch(`${baseURL}/api/public/events/${slug}/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            items: [{ ticketTypeId, quantity: 1 }],
            buyer: { name: `Buyer ${index + 1}`, email: `buyer-${index + 1}@example.org` },
          }),
        }),
      ),
    ),
  );
  const created = results.filter((result) => result.status === 201).length;
  const refused = results.filter((result) => result.status === 409).length;
  const sqlite = new Database(databaseFile, { readonly: true });
  const { sold } = sqlite
    .prepare(
      `SELECT COALESCE(SUM(oi.quantity), 0) AS sold FROM "OrderItem" oi JOIN "Order" o ON o.id = oi.orderId
       WHERE oi.ticketTypeId = ? AND o.status IN ('completed', 'awaiting_payment', 'reserved')`,
    )
    .get(ticketTypeId) as { sold: number };
  sqlite.close();
  const latencies = results.map((result) => result.ms);
  return {
    route: `${buyers} buyers, 10 tickets (POST …/orders)`,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    actual: created === sold ? sold : -1,
    failures: buyers - created - refused,
    note: `${created} × 201, ${refused} × 409, ${sold} sold in the database; p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
  };
}

/** `count` sign-ups one after the other (each provisions the new account's copy of the demo data). */
export async function signUps(baseURL: string, count: number): Promise<Measured> {
  const stamp = Date.now();
  const results = [];
  for (let index = 0; index < count; index++) {
    results.push(
      await timed(() =>
        fetch(`${baseURL}/api/auth/sign-up`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Bench Signup ${index}`,
            email: `bench-signup-${stamp}-${index}@example.org`,
            password: "Bench-password-1",
            agreements: true,
          }),
        }),
      ),
    );
  }
  const latencies = results.map((result) => result.ms);
  return {
    route: "POST /api/auth/sign-up (with demo data)",
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: results.filter((result) => result.status !== 200).length,
    note: `${count} one at a time; p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
  };
}

/** `count` requests one after the other, after two unmeasured ones. */
export async function sequentialLatency(
  route: string,
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<Measured> {
  for (let warm = 0; warm < 2; warm++) await timed(() => fetch(url, { headers }));
  const results = [];
  for (let index = 0; index < count; index++) results.push(await timed(() => fetch(url, { headers })));
  const latencies = results.map((result) => result.ms);
  return {
    route,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: results.filter((result) => result.status !== 200).length,
    note: `${count} one at a time; p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
  };
}
