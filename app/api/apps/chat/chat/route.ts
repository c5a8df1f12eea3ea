import { userRoute } from "@/lib/api/route";
import { getChat } from "@/lib/chat/data";
import { openChatWithContact, updateChat } from "@/lib/chat/mutations";
import { idQuerySchema, openChatBodySchema, updateChatBodySchema } from "@/lib/chat/schema";

export const GET = userRoute({ query: idQuerySchema }, ({ user, query }) => getChat(user.id, query.id));
export const PATCH = userRoute({ body: updateChatBodySchema }, ({ user, body }) =>
  updateChat(user.id, body.id, body.chat),
);
export const POST = userRoute({ body: openChatBodySchema }, ({ user, body }) =>
  openChatWithContact(user.id, body.contactId),
);
