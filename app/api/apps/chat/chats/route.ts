import { userRoute } from "@/lib/api/route";
import { listChats } from "@/lib/chat/data";

export const GET = userRoute({}, ({ user }) => listChats(user.id));
