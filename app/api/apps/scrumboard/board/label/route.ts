import { userRoute } from "@/lib/api/route";
import { createLabel, deleteLabel, updateLabel } from "@/lib/scrumboard/labels";
import { createLabelSchema, idQuerySchema, updateLabelSchema } from "@/lib/scrumboard/schema";

export const PUT = userRoute({ body: createLabelSchema }, ({ user, body }) => createLabel(user.id, body.label));
export const PATCH = userRoute({ body: updateLabelSchema }, ({ user, body }) =>
  updateLabel(user.id, body.id, body.label),
);
export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteLabel(user.id, query.id));
