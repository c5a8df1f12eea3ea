import { userRoute } from "@/lib/api/route";
import { createList, deleteList, updateList } from "@/lib/scrumboard/lists";
import { createListSchema, idQuerySchema, updateListSchema } from "@/lib/scrumboard/schema";

export const POST = userRoute({ body: createListSchema }, ({ user, body }) => createList(user.id, body.list));
export const PATCH = userRoute({ body: updateListSchema }, ({ user, body }) => updateList(user.id, body.list));
export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteList(user.id, query.id));
