import "server-only";
import { randomUUID } from "node:crypto";
import { invalidRequest, type ApiIssue } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findTask, listTasks, taskSelect, toTaskAnswer } from "@/lib/tasks/queries";
import { foldForSearch } from "@/lib/tasks/search-text";
import {
  NEW_TASK_PRIORITY,
  type SubTask,
  type SubTaskInput,
  type TaskAnswer,
  type TaskFieldsInput,
  type TaskTagAnswer,
  type TaskType,
} from "@/lib/tasks/schema";

const badBody = (issue: ApiIssue) => invalidRequest("The request body is not valid.", [issue]);

/** Adds a tag at the top of the list (the list is newest first) and answers it. */
export function createTaskTag({ userId, title }: { userId: string; title: string }): Promise<TaskTagAnswer> {
  return db.taskTag.create({ data: { userId, title }, select: { id: true, title: true } });
}

/** Renames a tag and answers it; null when the tag is missing or someone else's. */
export async function updateTaskTag({
  userId,
  id,
  title,
}: {
  userId: string;
  id: string;
  title: string;
}): Promise<TaskTagAnswer | null> {
  const { count } = await db.taskTag.updateMany({ where: { id, userId }, data: { title } });
  return count === 0 ? null : { id, title };
}

/**
 * Deletes a tag; its links go with it (ON DELETE CASCADE), so the tag leaves every task in the same
 * statement. True even when there was nothing to delete.
 */
export async function deleteTaskTag({ userId, id }: { userId: string; id: string }): Promise<true> {
  await db.taskTag.deleteMany({ where: { id, userId } });
  return true;
}

/**
 * A new, empty task or section at the top of the list: every other task moves down one place in the
 * same transaction. Priority 1, no tags, not completed (specification section 4).
 */
export function createTask({ userId, type }: { userId: string; type: TaskType }): Promise<TaskAnswer> {
  return db.$transaction(async (tx) => {
    await tx.task.updateMany({ where: { userId }, data: { order: { increment: 1 } } });
    const row = await tx.task.create({
      data: {
        userId,
        type,
        title: "",
        notes: "",
        completed: false,
        priority: NEW_TASK_PRIORITY,
        dueDate: null,
        assignedTo: null,
        subTasks: "[]",
        order: 0,
      },
      select: taskSelect,
    });
    return toTaskAnswer(row);
  });
}

/** Every sub-task gets an id; those the client made since the last save have none yet. */
function withSubTaskIds(subTasks: SubTaskInput[]): SubTask[] {
  return subTasks.map(({ id, title, completed }) => ({ id: id ?? randomUUID(), title, completed }));
}

/** Refuses tags that are not this user's (missing or another user's alike). */
async function assertOwnTags(tx: Tx, userId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  const owned = await tx.taskTag.count({ where: { userId, id: { in: tagIds } } });
  if (owned !== tagIds.length)
    throw badBody({ path: ["task", "tags"], code: "unknown_tag", message: "One of the tags does not exist." });
}

/** Merges the given fields into a task and answers it; null when the task is missing. */
export function updateTask({
  userId,
  id,
  task,
}: {
  userId: string;
  id: string;
  task: TaskFieldsInput;
}): Promise<TaskAnswer | null> {
  return db.$transaction(async (tx) => {
    const { tags, subTasks, ...fields } = task;
    const data: Prisma.TaskUpdateInput = { ...fields };
    // The folded copies are written with the originals, so search always sees the current text.
    if (fields.title !== undefined) data.titleFolded = foldForSearch(fields.title);
    if (fields.notes !== undefined) data.notesFolded = foldForSearch(fields.notes);
    if (subTasks !== undefined) data.subTasks = JSON.stringify(withSubTaskIds(subTasks));
    // Looked up first: a change of the tags alone leaves `data` empty, and an empty update says nothing about the row.
    const existing = await tx.task.findFirst({ where: { id, userId }, select: { id: true } });
    if (!existing) return null;
    if (Object.keys(data).length > 0) await tx.task.update({ where: { id }, data, select: { id: true } });
    if (tags !== undefined) {
      await assertOwnTags(tx, userId, tags);
      await tx.taskTagLink.deleteMany({ where: { taskId: id } });
      await tx.taskTagLink.createMany({ data: tags.map((tagId) => ({ taskId: id, tagId })) });
    }
    return findTask(userId, id, tx);
  });
}

/** Deletes a task and closes the gap in the order numbers; true even when there was nothing to delete. */
export function deleteTask({ userId, id }: { userId: string; id: string }): Promise<true> {
  return db.$transaction(async (tx): Promise<true> => {
    const task = await tx.task.findFirst({ where: { id, userId }, select: { order: true } });
    if (!task) return true;
    await tx.task.delete({ where: { id } });
    await tx.task.updateMany({ where: { userId, order: { gt: task.order } }, data: { order: { decrement: 1 } } });
    return true;
  });
}

/**
 * Sets each task's order to its position in `taskIds` and answers the list in its new order. The
 * list must name every one of the user's tasks exactly once; anything else is refused with 400 and
 * changes nothing, since a partial list would leave two tasks sharing a place.
 */
export function reorderTasks({ userId, taskIds }: { userId: string; taskIds: string[] }): Promise<TaskAnswer[]> {
  return db.$transaction(async (tx) => {
    const current = await tx.task.findMany({ where: { userId }, select: { id: true } });
    const currentIds = new Set(current.map(({ id }) => id));
    const isSameSet =
      taskIds.length === current.length &&
      new Set(taskIds).size === taskIds.length &&
      taskIds.every((id) => currentIds.has(id));
    if (!isSameSet)
      throw badBody({ path: ["tasks"], code: "not_all_tasks", message: "List each of your tasks exactly once." });
    // One statement for the whole list, not one UPDATE per task: a drag in a list of 2,000 tasks
    // renumbers most of them. json_each numbers the ids from 0, which is the order they get. The
    // unary + keeps SQLite off the userId index, so it walks the list and finds each task by id
    // (with the index it would scan the whole list once per task).
    await tx.$executeRaw`
      UPDATE "Task" SET "order" = "list"."key"
      FROM json_each(${JSON.stringify(taskIds)}) AS "list"
      WHERE "Task"."id" = "list"."value" AND +"Task"."userId" = ${userId} AND "Task"."order" <> "list"."key"`;
    return listTasks(userId, tx);
  });
}
