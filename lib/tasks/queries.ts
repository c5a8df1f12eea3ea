import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { foldForSearch, highlightMatches } from "@/lib/tasks/search-text";
import {
  NEW_TASK_PRIORITY,
  subTaskAnswerSchema,
  TASK_PRIORITIES,
  TASK_TYPES,
  type SubTask,
  type TaskAnswer,
  type TaskTagAnswer,
} from "@/lib/tasks/schema";

export const tagOrder = [{ createdAt: "desc" }, { id: "asc" }] satisfies Prisma.TaskTagOrderByWithRelationInput[];

/** The user's task tags, newest first (a new tag goes to the top of the list). */
export function listTaskTags(userId: string): Promise<TaskTagAnswer[]> {
  return db.taskTag.findMany({ where: { userId }, orderBy: tagOrder, select: { id: true, title: true } });
}

export const taskSelect = {
  id: true,
  type: true,
  title: true,
  notes: true,
  completed: true,
  dueDate: true,
  priority: true,
  assignedTo: true,
  subTasks: true,
  order: true,
  // A task's tags in the order of the tag list.
  tags: { orderBy: { tag: { createdAt: "desc" } }, select: { tagId: true } },
} satisfies Prisma.TaskSelect;

type TaskRow = Prisma.TaskGetPayload<{ select: typeof taskSelect }>;

const storedSubTasksSchema = z.array(subTaskAnswerSchema);

/** The sub-task column holds JSON this module wrote; parsing it checks that it still has that shape. */
export function parseSubTasks(stored: string): SubTask[] {
  // Most tasks have none: skip the parse and the check for them (a list of 2,000 tasks adds up).
  if (stored === "[]") return [];
  return storedSubTasksSchema.parse(JSON.parse(stored));
}

// The columns hold only what the zod schemas let in; these narrow them back to their unions.
const toTaskType = (type: string) => TASK_TYPES.find((known) => known === type) ?? "task";
const toPriority = (priority: number) => TASK_PRIORITIES.find((known) => known === priority) ?? NEW_TASK_PRIORITY;

/** A task as the API answers it: tag ids, sub-tasks as a list, the due date as an ISO string. */
export function toTaskAnswer(row: TaskRow): TaskAnswer {
  return {
    id: row.id,
    type: toTaskType(row.type),
    title: row.title,
    notes: row.notes,
    completed: row.completed,
    dueDate: row.dueDate?.toISOString() ?? null,
    priority: toPriority(row.priority),
    tags: row.tags.map(({ tagId }) => tagId),
    assignedTo: row.assignedTo,
    subTasks: parseSubTasks(row.subTasks),
    order: row.order,
  };
}

const { tags: _tags, ...taskColumns } = taskSelect;

/**
 * The tasks of `where` (all of one user's, or some of them) by order, with their tags: the tag
 * links come from one grouped query over the ids as a JSON list rather than through Prisma's
 * relation, which bound every task's id (2,000 in a large list) as a parameter of its own.
 */
async function findTasksWithTags(client: Tx, userId: string, where: Prisma.TaskWhereInput) {
  const rows = await client.task.findMany({
    where: { ...where, userId },
    orderBy: { order: "asc" },
    select: taskColumns,
  });
  const links = await client.$queryRaw<{ taskId: string; tagIds: string }[]>`
    SELECT "link"."taskId", json_group_array("link"."tagId" ORDER BY "tag"."createdAt" DESC, "tag"."id") AS "tagIds"
    FROM "TaskTagLink" AS "link" JOIN "TaskTag" AS "tag" ON "tag"."id" = "link"."tagId"
    WHERE "link"."taskId" IN (SELECT "value" FROM json_each(${JSON.stringify(rows.map((row) => row.id))}))
    GROUP BY "link"."taskId"`;
  const tagIds = new Map(links.map((link) => [link.taskId, JSON.parse(link.tagIds) as string[]]));
  return rows.map((row) => ({ ...row, tags: (tagIds.get(row.id) ?? []).map((tagId) => ({ tagId })) }));
}

/** All of the user's tasks and sections, by order. */
export async function listTasks(userId: string, client: Tx = db): Promise<TaskAnswer[]> {
  return (await findTasksWithTags(client, userId, {})).map(toTaskAnswer);
}

/** One of the user's tasks, or null (also for another user's task). */
export async function findTask(userId: string, id: string, client: Tx = db): Promise<TaskAnswer | null> {
  const row = await client.task.findFirst({ where: { id, userId }, select: taskSelect });
  return row ? toTaskAnswer(row) : null;
}

/**
 * Tasks whose title or notes contain the query, whatever the case, by order, each title answered
 * as HTML with the matches marked. Null for an empty or blank query (specification section 7;
 * the two-character minimum of section 9 is the shell search's, not this call's).
 */
export async function searchTasks(userId: string, query: string | undefined): Promise<TaskAnswer[] | null> {
  if (!query?.trim()) return null;
  const folded = foldForSearch(query);
  // instr() rather than Prisma's `contains`: on SQLite that becomes LIKE with the query's % and _
  // left as wildcards, so "0%" would match every title with a 0 in it. Both sides are folded, so
  // the exact substring test is the case-insensitive one.
  const matches = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Task"
    WHERE "userId" = ${userId} AND (instr("titleFolded", ${folded}) > 0 OR instr("notesFolded", ${folded}) > 0)`;
  const rows = await findTasksWithTags(db, userId, { id: { in: matches.map(({ id }) => id) } });
  return rows.map((row) => ({ ...toTaskAnswer(row), title: highlightMatches(row.title, query) }));
}
