import { userRoute } from "@/lib/api/route";
import { getChatProfile } from "@/lib/chat/data";

export const GET = userRoute({}, ({ user }) => getChatProfile(user.id));
