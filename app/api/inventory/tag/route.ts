import { userRoute } from "@/lib/api/route";
import { createTag, deleteTag, updateTag } from "@/lib/inventory/mutations";
import { createTagBodySchema, idQuerySchema, updateTagBodySchema } from "@/lib/inventory/schema";

export const POST = userRoute({ body: createTagBodySchema }, async ({ user, body }) => createTag(user.id, body.tag));

export const PATCH = userRoute({ body: updateTagBodySchema }, async ({ user, body }) =>
  updateTag(user.id, body.id, body.tag),
);

export const DELETE = userRoute({ query: idQuerySchema }, async ({ user, query }) => deleteTag(user.id, query.id));
