import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { exportEventOrders, listEventOrders } from "@/lib/events/event-orders";
import { eventOrdersQuerySchema } from "@/lib/events/orders-query";

export const GET = userRoute({ query: eventOrdersQuerySchema }, async ({ user, params, query }) => {
  const account = await resolveAccount(user);
  return query.format === "csv"
    ? exportEventOrders(account, params.id, query, user.language)
    : listEventOrders(account, params.id, query);
});
