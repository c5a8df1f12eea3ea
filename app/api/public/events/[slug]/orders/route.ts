import { publicRoute } from "@/lib/api/route";
import { placeOrderSchema } from "@/lib/events/schema";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { placeOrder } from "@/lib/orders/reserve";

/** Places an order: free tickets complete at once; others are reserved while the buyer pays. */
export const POST = publicRoute<undefined, typeof placeOrderSchema, { slug: string }>({ body: placeOrderSchema }, async ({ body, params }) => {
  const placed = placeOrder(params.slug, body);
  if (placed.order.status === "completed") await sendOrderEmails(placed.order.id);
  return Response.json(placed, { status: 201 });
});
