import { userRoute } from "@/lib/api/route";
import { listTasks } from "@/lib/tasks/queries";

export const GET = userRoute({}, ({ user }) => listTasks(user.id));
