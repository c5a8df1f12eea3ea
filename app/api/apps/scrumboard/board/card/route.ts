import { userRoute } from "@/lib/api/route";
import { createCard, deleteCard, updateCard } from "@/lib/scrumboard/cards";
import { createCardSchema, idQuerySchema, updateCardSchema } from "@/lib/scrumboard/schema";

export const PUT = userRoute({ body: createCardSchema }, ({ user, body }) => createCard(user.id, body.card));
export const PATCH = userRoute({ body: updateCardSchema }, ({ user, body }) =>
  updateCard(user.id, { ...body.card, id: body.id }),
);
export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteCard(user.id, query.id));
