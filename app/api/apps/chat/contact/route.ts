import { userRoute } from "@/lib/api/route";
import { getChatContact } from "@/lib/chat/data";
import { idQuerySchema } from "@/lib/chat/schema";

export const GET = userRoute({ query: idQuerySchema }, ({ user, query }) => getChatContact(user.id, query.id));
