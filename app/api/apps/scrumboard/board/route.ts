import { userRoute } from "@/lib/api/route";
import { getBoard } from "@/lib/scrumboard/queries";
import { idQuerySchema } from "@/lib/scrumboard/schema";

export const GET = userRoute({ query: idQuerySchema }, ({ user, query }) => getBoard(user.id, query.id));
