import { userRoute } from "@/lib/api/route";
import { searchTasks } from "@/lib/tasks/queries";
import { searchTasksQuerySchema } from "@/lib/tasks/schema";

export const GET = userRoute({ query: searchTasksQuerySchema }, ({ user, query }) => searchTasks(user.id, query.query));
