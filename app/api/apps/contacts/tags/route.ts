import { userRoute } from "@/lib/api/route";
import { listContactTags } from "@/lib/contacts/queries";

export const GET = userRoute({}, ({ user }) => listContactTags(user.id));
