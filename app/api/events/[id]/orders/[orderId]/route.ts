import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { updateEventOrder } from "@/lib/events/event-orders";
import { updateOrderSchema } from "@/lib/events/schema";

export const PATCH = userRoute({ body: updateOrderSchema }, async ({ user, params, body }) =>
  updateEventOrder(await resolveAccount(user), params.id, params.orderId, body.action),
);
