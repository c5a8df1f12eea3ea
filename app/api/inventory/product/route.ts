import { userRoute } from "@/lib/api/route";
import { createProduct, deleteProduct, updateProduct } from "@/lib/inventory/mutations";
import { findProduct } from "@/lib/inventory/queries";
import { idQuerySchema, updateProductBodySchema } from "@/lib/inventory/schema";

export const GET = userRoute({ query: idQuerySchema }, async ({ user, query }) => findProduct(user.id, query.id));

/** No body: the blank product. */
export const POST = userRoute({}, async ({ user }) => createProduct(user.id));

export const PATCH = userRoute({ body: updateProductBodySchema }, async ({ user, body }) =>
  updateProduct(user.id, body.id, body.product),
);

export const DELETE = userRoute({ query: idQuerySchema }, async ({ user, query }) => deleteProduct(user.id, query.id));
