import { userRoute } from "@/lib/api/route";
import { listChatContacts } from "@/lib/chat/data";

export const GET = userRoute({}, ({ user }) => listChatContacts(user.id));
