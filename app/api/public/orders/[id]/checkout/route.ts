import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { checkoutOrderSchema } from "@/lib/events/schema";
import { checkoutOrder } from "@/lib/orders/checkout";

export const POST = publicRoute({ body: checkoutOrderSchema }, ({ params, body, request }) =>
  checkoutOrder(params.id, body.token, { locale: requestLocale(request) }),
);
