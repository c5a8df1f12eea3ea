import { publicRoute } from "@/lib/api/route";
import { placeOrderSchema } from "@/lib/events/schema";
import { requestLocale } from "@/lib/auth/request-locale";
import { sweepOverduePayments } from "@/lib/orders/expire-payments";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { placePublicOrder } from "@/lib/orders/place-public-order";
import { expireAvailability } from "@/lib/public/availability-cache";

/** Places an order: free tickets complete at once (and are mailed in the buyer's language); others are reserved while the buyer pays. */
export const POST = publicRoute({ body: placeOrderSchema }, async ({ body, params, request }) => {
  const locale = requestLocale(request);
  const placed = await placePublicOrder(params.slug, body, { headers: request.headers, locale });
  expireAvailability(params.slug);
  if (placed.order.status === "completed") await sendOrderEmails(placed.order.id, { locale, anonymous: true });
  // Beside the stock transaction's sweep of stale reservations: the event's overdue offline orders expire (their buyers are mailed once).
  await sweepOverduePayments({ eventSlug: params.slug });
  return Response.json(placed, { status: 201 });
});
