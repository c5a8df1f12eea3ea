import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  createTaskSchema,
  createTaskTagSchema,
  reorderTasksSchema,
  searchTasksQuerySchema,
  taskAnswerSchema,
  taskIdQuerySchema,
  taskTagAnswerSchema,
  updateTaskSchema,
  updateTaskTagSchema,
} from "@/lib/tasks/schema";

const tags = ["Tasks"];
const taskList = z.array(taskAnswerSchema);

export const tasksOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/apps/tasks/tags",
    summary: "The user's task tags, newest first",
    tags,
    response: { schema: z.array(taskTagAnswerSchema) },
  },
  {
    method: "post",
    path: "/api/apps/tasks/tag",
    summary: "Add a tag at the top of the list",
    tags,
    body: createTaskTagSchema,
    response: { schema: taskTagAnswerSchema },
  },
  {
    method: "patch",
    path: "/api/apps/tasks/tag",
    summary: "Rename a tag; null when the tag does not exist",
    tags,
    body: updateTaskTagSchema,
    response: { schema: taskTagAnswerSchema.nullable() },
  },
  {
    method: "delete",
    path: "/api/apps/tasks/tag",
    summary: "Delete a tag and remove it from every task; true even when it did not exist",
    tags,
    query: taskIdQuerySchema,
    response: { schema: z.literal(true) },
  },
  {
    method: "get",
    path: "/api/apps/tasks/all",
    summary: "All tasks and sections, by order",
    tags,
    response: { schema: taskList },
  },
  {
    method: "get",
    path: "/api/apps/tasks/search",
    summary:
      "Tasks whose title or notes contain the query (case-insensitive), by order; titles as HTML with the matches in <mark>; null for an empty query",
    tags,
    query: searchTasksQuerySchema,
    response: { schema: taskList.nullable() },
  },
  {
    method: "patch",
    path: "/api/apps/tasks/order",
    summary: "Reorder: every one of the user's tasks exactly once, in the new order; answers the list",
    tags,
    body: reorderTasksSchema,
    response: { schema: taskList },
  },
  {
    method: "get",
    path: "/api/apps/tasks/task",
    summary: "One task; null when it does not exist",
    tags,
    query: taskIdQuerySchema,
    response: { schema: taskAnswerSchema.nullable() },
  },
  {
    method: "post",
    path: "/api/apps/tasks/task",
    summary: "Create an empty task or section at the top (priority 1, no tags, not completed)",
    tags,
    body: createTaskSchema,
    response: { schema: taskAnswerSchema },
  },
  {
    method: "patch",
    path: "/api/apps/tasks/task",
    summary: "Merge the given fields into a task; null when it does not exist",
    tags,
    body: updateTaskSchema,
    response: { schema: taskAnswerSchema.nullable() },
  },
  {
    method: "delete",
    path: "/api/apps/tasks/task",
    summary: "Delete a task and close the gap in the order; true even when it did not exist",
    tags,
    query: taskIdQuerySchema,
    response: { schema: z.literal(true) },
  },
];
