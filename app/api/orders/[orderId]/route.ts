import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { getOrderDetail } from "@/lib/payments/order-detail";

export const GET = userRoute({}, async ({ user, params }) =>
  getOrderDetail(await resolveAccount(user), params.orderId),
);
