import { publicRoute } from "@/lib/api/route";
import { checkoutOrderSchema } from "@/lib/events/schema";
import { cancelReservation } from "@/lib/orders/checkout";

export const POST = publicRoute({ body: checkoutOrderSchema }, ({ params, body }) =>
  cancelReservation(params.id, body.token),
);
