import { publicRoute } from "@/lib/api/route";
import { orderAccessQuerySchema } from "@/lib/events/schema";
import { requireBuyerOrderView } from "@/lib/orders/buyer-view";

// The buyer's order, proven by its access token; never cached (it changes when the payment lands).
export const GET = publicRoute({ query: orderAccessQuerySchema }, async ({ params, query }) =>
  Response.json(await requireBuyerOrderView(params.id, query.token), { headers: { "cache-control": "no-store" } }),
);
