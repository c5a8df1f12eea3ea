import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { refundOrder } from "@/lib/payments/refund-order";
import { refundOrderSchema } from "@/lib/payments/schema";

export const POST = userRoute({ body: refundOrderSchema }, async ({ user, params, body }) =>
  Response.json(await refundOrder(await resolveAccount(user), user.id, params.orderId, body), { status: 201 }),
);
