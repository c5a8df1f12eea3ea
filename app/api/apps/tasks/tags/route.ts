import { userRoute } from "@/lib/api/route";
import { listTaskTags } from "@/lib/tasks/queries";

export const GET = userRoute({}, ({ user }) => listTaskTags(user.id));
