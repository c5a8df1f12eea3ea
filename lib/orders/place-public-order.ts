import "server-only";
import { ApiError } from "@/lib/api/errors";
import { immediateWrite } from "@/lib/db-busy";
import type { PlaceOrderData } from "@/lib/events/schema";
import { countAttempt, type CountedAttempt } from "@/lib/limits/attempt-limits";
import { clientIp } from "@/lib/limits/client-ip";
import { refundToken, takeToken } from "@/lib/limits/take-token";
import {
  hashClientIp,
  orderLimits,
  ordersPerIpKey,
  ORDERS_IP_WINDOW_MS,
  tooManyOrdersError,
} from "@/lib/orders/order-limits";
import { placeOrder, type PlacedOrder } from "@/lib/orders/reserve";

/** Whether placing the order failed on its promo code (unknown, expired or used up): a miss. */
function isPromoMiss(error: unknown): boolean {
  return error instanceof ApiError && (error.issues ?? []).some((issue) => issue.code === "promo_code_invalid");
}

/**
 * An anonymous buyer's order (POST /api/public/events/{slug}/orders): counted against the
 * address's orders of the hour (`ORDERS_MAX_PER_IP_HOUR`, the database limiter) before it is
 * placed — an order that is refused for another reason gives its slot back — then placed with
 * the address, so the order keeps its hash and the unpaid limits apply. Beyond: 429 `too_many_orders`.
 *
 * With a promo code, the code's check is counted first as a possible miss (per address and event,
 * `PROMO_CODE_MAX_MISSES_PER_IP`, and per event, `PROMO_CODE_MAX_MISSES_PER_EVENT`; beyond, 429
 * `too_many_attempts`): counted before the check, so a burst of guesses cannot pass the limit;
 * given back unless the code turned out wrong, so right codes never count.
 */
export async function placePublicOrder(
  slug: string,
  data: PlaceOrderData,
  { headers, locale = null }: { headers: Headers; locale?: string | null },
): Promise<PlacedOrder> {
  const ip = clientIp(headers);
  const ipHash = hashClientIp(ip);
  const promo: CountedAttempt | null = data.promoCode
    ? await countAttempt("promo-code", { ip: `${ipHash}:${slug}`, target: slug })
    : null;
  const hour = await takeToken(ordersPerIpKey(ipHash), {
    limit: orderLimits().perIpHour,
    windowMs: ORDERS_IP_WINDOW_MS,
  });
  if (!hour.allowed) {
    await promo?.giveBack();
    throw tooManyOrdersError(hour.retryAfterSeconds);
  }
  try {
    // In this process's turn to write, retried while another process holds the lock (lib/db-busy.ts).
    const placed = await immediateWrite(() => placeOrder(slug, data, { locale, clientIp: ip }));
    await promo?.giveBack();
    return placed;
  } catch (error) {
    await refundToken(hour.token);
    if (!isPromoMiss(error)) await promo?.giveBack();
    throw error;
  }
}
