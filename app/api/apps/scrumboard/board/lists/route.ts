import { userRoute } from "@/lib/api/route";
import { updateLists } from "@/lib/scrumboard/lists";
import { updateListsSchema } from "@/lib/scrumboard/schema";

export const PATCH = userRoute({ body: updateListsSchema }, ({ user, body }) => updateLists(user.id, body.lists));
