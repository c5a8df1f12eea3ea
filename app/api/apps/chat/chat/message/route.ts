import { userRoute } from "@/lib/api/route";
import { sendChatMessage } from "@/lib/chat/mutations";
import { sendMessageBodySchema } from "@/lib/chat/schema";

export const POST = userRoute({ body: sendMessageBodySchema }, ({ user, body }) =>
  sendChatMessage(user.id, body.chatId, body.value),
);
