import "server-only";
import type { PlaceOrderData } from "@/lib/events/schema";
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

/**
 * An anonymous buyer's order (POST /api/public/events/{slug}/orders): counted against the
 * address's orders of the hour (`ORDERS_MAX_PER_IP_HOUR`, the database limiter) before it is
 * placed — an order that is refused for another reason gives its slot back — then placed with
 * the address, so the order keeps its hash and the unpaid limits apply. Beyond: 429 `too_many_orders`.
 */
export async function placePublicOrder(
  slug: string,
  data: PlaceOrderData,
  { headers, locale = null }: { headers: Headers; locale?: string | null },
): Promise<PlacedOrder> {
  const ip = clientIp(headers);
  const hour = await takeToken(ordersPerIpKey(hashClientIp(ip)), {
    limit: orderLimits().perIpHour,
    windowMs: ORDERS_IP_WINDOW_MS,
  });
  if (!hour.allowed) throw tooManyOrdersError(hour.retryAfterSeconds);
  try {
    return placeOrder(slug, data, { locale, clientIp: ip });
  } catch (error) {
    await refundToken(hour.token);
    throw error;
  }
}
