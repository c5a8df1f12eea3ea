import { userRoute } from "@/lib/api/route";
import { createTask, deleteTask, updateTask } from "@/lib/tasks/mutations";
import { findTask } from "@/lib/tasks/queries";
import { createTaskSchema, taskIdQuerySchema, updateTaskSchema } from "@/lib/tasks/schema";

export const GET = userRoute({ query: taskIdQuerySchema }, ({ user, query }) => findTask(user.id, query.id));

export const POST = userRoute({ body: createTaskSchema }, ({ user, body }) =>
  createTask({ userId: user.id, type: body.type }),
);

export const PATCH = userRoute({ body: updateTaskSchema }, ({ user, body }) =>
  updateTask({ userId: user.id, id: body.id, task: body.task }),
);

export const DELETE = userRoute({ query: taskIdQuerySchema }, ({ user, query }) =>
  deleteTask({ userId: user.id, id: query.id }),
);
