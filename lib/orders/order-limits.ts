import "server-only";
import { createHmac } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { limitFromEnv, rateLimitsOff } from "@/lib/limits/config";
import { stockConnection, sqliteInstant } from "@/lib/orders/sqlite";
import { getNextAuthSecret } from "@/lib/secrets";

// Issue 14, "abuse of the public checkout": anonymous orders hold tickets, so one address (or one
// buyer email) may hold only a few unpaid orders at once, and one address may place only so many
// orders an hour. The unpaid counts are read inside placeOrder's BEGIN IMMEDIATE transaction (so a
// burst of requests cannot all pass the check); the hourly count is the database limiter.

/** Default limits (each overridable by its environment variable; `RATE_LIMITS=off` turns all off). */
export const ORDERS_MAX_UNPAID_PER_IP = 10;
export const ORDERS_MAX_PER_IP_HOUR = 60;
export const ORDERS_MAX_UNPAID_PER_EMAIL = 5;
export const ORDERS_IP_WINDOW_MS = 60 * 60 * 1000;

export function orderLimits() {
  return {
    off: rateLimitsOff(),
    unpaidPerIp: limitFromEnv("ORDERS_MAX_UNPAID_PER_IP", ORDERS_MAX_UNPAID_PER_IP),
    perIpHour: limitFromEnv("ORDERS_MAX_PER_IP_HOUR", ORDERS_MAX_PER_IP_HOUR),
    unpaidPerEmail: limitFromEnv("ORDERS_MAX_UNPAID_PER_EMAIL", ORDERS_MAX_UNPAID_PER_EMAIL),
  };
}

/** What `Order.clientIpHash` holds: HMAC-SHA-256 of the address with the app's secret (no raw address is stored). */
export function hashClientIp(ip: string): string {
  return createHmac("sha256", getNextAuthSecret()).update(ip).digest("hex");
}

/** The limiter's key for an address's orders of the hour. */
export const ordersPerIpKey = (ipHash: string) => `orders:ip:${ipHash}`;

/** Too many orders: 429 with `Retry-After`; the checkout shows its own translated text for the code. */
export function tooManyOrdersError(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    "too_many_orders",
    "Too many unpaid or recent orders. Pay or let earlier ones expire, then try again later.",
    undefined,
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

// Unpaid: reserved and not yet expired, or awaiting an offline payment whose deadline has not passed.
const UNPAID = `((status = 'awaiting_payment' AND (paymentDueAt IS NULL OR paymentDueAt > @now)) OR (status = 'reserved' AND reservedUntil > @now))`;

type UnpaidRow = { unpaid: number; nextExpiry: string | null };

function unpaidAnswer(row: UnpaidRow, limit: number, now: Date): void {
  if (row.unpaid < limit) return;
  // The earliest reservation or payment deadline to lapse frees a slot (an awaiting payment without one only when the host acts).
  const retryMs = row.nextExpiry ? new Date(row.nextExpiry).getTime() - now.getTime() : ORDERS_IP_WINDOW_MS;
  throw tooManyOrdersError(Math.max(1, retryMs / 1000));
}

/**
 * Refuses a new order when the address (by its hash) or the buyer email already holds the most
 * unpaid orders allowed. Call inside placeOrder's transaction, before the order is inserted.
 */
export function checkUnpaidOrders(
  { ipHash, buyerEmail }: { ipHash: string | null; buyerEmail: string },
  now: Date,
): void {
  const limits = orderLimits();
  // Only anonymous orders (placed with the buyer's address) are limited.
  if (limits.off || ipHash === null) return;
  const connection = stockConnection();
  const nowText = sqliteInstant(now);
  const select = (column: string) =>
    `SELECT COUNT(*) AS unpaid, MIN(CASE WHEN status = 'reserved' THEN reservedUntil ELSE paymentDueAt END) AS nextExpiry
     FROM "Order" WHERE ${column} = @key AND ${UNPAID}`;
  const byIp = connection.prepare(select("clientIpHash")).get({ key: ipHash, now: nowText }) as UnpaidRow;
  unpaidAnswer(byIp, limits.unpaidPerIp, now);
  const byEmail = connection
    .prepare(select("buyerEmail"))
    .get({ key: buyerEmail.toLowerCase(), now: nowText }) as UnpaidRow;
  unpaidAnswer(byEmail, limits.unpaidPerEmail, now);
}
