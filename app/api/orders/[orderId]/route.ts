import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { getOrderDetail } from "@/lib/payments/order-detail";

export const GET = userRoute<undefined, undefined, { orderId: string }>({}, async ({ user, params }) =>
  getOrderDetail(await resolveAccount(user), params.orderId),
);
