import { userRoute } from "@/lib/api/route";
import { createMailLabel, deleteMailLabel, updateMailLabel } from "@/lib/mailbox/mutations";
import { createLabelBodySchema, idQuerySchema, updateLabelBodySchema } from "@/lib/mailbox/schema";

export const POST = userRoute({ body: createLabelBodySchema }, ({ user, body }) =>
  createMailLabel(user.id, body.label),
);

export const PATCH = userRoute({ body: updateLabelBodySchema }, ({ user, body }) =>
  updateMailLabel(user.id, body.id, body.label),
);

export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteMailLabel(user.id, query.id));
