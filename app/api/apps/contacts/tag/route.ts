import { userRoute } from "@/lib/api/route";
import { createContactTag, deleteContactTag, updateContactTag } from "@/lib/contacts/mutations";
import { createTagBodySchema, tagIdQuerySchema, updateTagBodySchema } from "@/lib/contacts/schema";

export const POST = userRoute({ body: createTagBodySchema }, ({ user, body }) =>
  createContactTag({ userId: user.id, title: body.tag.title }),
);

export const PATCH = userRoute({ body: updateTagBodySchema }, ({ user, body }) =>
  updateContactTag({ userId: user.id, id: body.id, patch: body.tag }),
);

export const DELETE = userRoute({ query: tagIdQuerySchema }, ({ user, query }) =>
  deleteContactTag({ userId: user.id, id: query.id }),
);
