import { userRoute } from "@/lib/api/route";
import { listProducts } from "@/lib/inventory/queries";
import { productListQuerySchema } from "@/lib/inventory/schema";

export const GET = userRoute({ query: productListQuerySchema }, async ({ user, query }) =>
  listProducts(user.id, query),
);
