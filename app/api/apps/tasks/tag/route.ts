import { userRoute } from "@/lib/api/route";
import { createTaskTag, deleteTaskTag, updateTaskTag } from "@/lib/tasks/mutations";
import { createTaskTagSchema, taskIdQuerySchema, updateTaskTagSchema } from "@/lib/tasks/schema";

export const POST = userRoute({ body: createTaskTagSchema }, ({ user, body }) =>
  createTaskTag({ userId: user.id, title: body.tag.title }),
);

export const PATCH = userRoute({ body: updateTaskTagSchema }, ({ user, body }) =>
  updateTaskTag({ userId: user.id, id: body.id, title: body.tag.title }),
);

export const DELETE = userRoute({ query: taskIdQuerySchema }, ({ user, query }) =>
  deleteTaskTag({ userId: user.id, id: query.id }),
);
