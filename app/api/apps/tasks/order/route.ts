import { userRoute } from "@/lib/api/route";
import { reorderTasks } from "@/lib/tasks/mutations";
import { reorderTasksSchema } from "@/lib/tasks/schema";

export const PATCH = userRoute({ body: reorderTasksSchema }, ({ user, body }) =>
  reorderTasks({ userId: user.id, taskIds: body.tasks.map(({ id }) => id) }),
);
