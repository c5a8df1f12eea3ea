"use client";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { useSWRConfig } from "swr";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import type { TaskAnswer, TaskFieldsWire, TaskTagAnswer, TaskType } from "@/lib/tasks/schema";
import { moveBelow, moveTask, patchTask, prependTask, removeTask, replaceTask, stripTag } from "@/lib/tasks/task-list";
import {
  createTask,
  createTaskTag,
  deleteTask,
  deleteTaskTag,
  reorderTasks,
  TASK_TAGS_URL,
  TASKS_URL,
  updateTask,
  updateTaskTag,
} from "@/lib/swr/use-tasks";

/** The task was deleted elsewhere (PATCH answered null). */
class TaskGoneError extends Error {}

export type TaskActions = ReturnType<typeof useTaskActions>;

/**
 * Every write of the tasks screen. The cached `tasks/all` list changes at once (optimistic) and
 * goes back as it was, with a message, when the server says no; answers replace the optimistic rows.
 */
export function useTaskActions() {
  const t = useTranslations("tasksApp");
  const tCommon = useTranslations("appsCommon");
  const { mutate, cache } = useSWRConfig();
  const { notify } = useAppsFeedback();

  const currentTasks = useCallback((): TaskAnswer[] => cache.get(TASKS_URL)?.data ?? [], [cache]);

  /** PATCH one task: `shown` is what the screen shows meanwhile. True once the server has it. */
  const update = useCallback(
    async (id: string, wire: TaskFieldsWire, shown: Partial<TaskAnswer>): Promise<boolean> => {
      try {
        await mutate<TaskAnswer[]>(
          TASKS_URL,
          async (current) => {
            const answer = await updateTask(id, wire);
            if (!answer) throw new TaskGoneError();
            return replaceTask(current ?? [], answer);
          },
          {
            optimisticData: (current) => patchTask(current ?? [], id, shown),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        return true;
      } catch (error) {
        notify(error instanceof TaskGoneError ? t("errors.gone") : tCommon("saveFailed"), "error");
        if (error instanceof TaskGoneError) void mutate(TASKS_URL);
        return false;
      }
    },
    [mutate, notify, t, tCommon],
  );

  const toggleCompleted = useCallback(
    (task: TaskAnswer) => update(task.id, { completed: !task.completed }, { completed: !task.completed }),
    [update],
  );

  /** Saves the list in a new order (PATCH tasks/order names every task); false when it failed. */
  const saveOrder = useCallback(
    async (next: TaskAnswer[]): Promise<boolean> => {
      if (next === currentTasks()) return true;
      try {
        await mutate<TaskAnswer[]>(TASKS_URL, reorderTasks(next.map((task) => task.id)), {
          optimisticData: next,
          rollbackOnError: true,
          revalidate: false,
        });
        return true;
      } catch {
        notify(t("errors.reorder"), "error");
        void mutate(TASKS_URL);
        return false;
      }
    },
    [currentTasks, mutate, notify, t],
  );

  /** Moves a row to where another is (below it when moving down, above it when moving up). */
  const reorder = useCallback(
    (activeId: string, overId: string) => saveOrder(moveTask(currentTasks(), activeId, overId)),
    [currentTasks, saveOrder],
  );

  /** POST a task or section (at the top, or right under `sectionId`); answers it, or null on failure. */
  const create = async (type: TaskType, sectionId?: string): Promise<TaskAnswer | null> => {
    let created: TaskAnswer;
    try {
      created = await createTask(type);
    } catch {
      notify(t("errors.create"), "error");
      return null;
    }
    await mutate<TaskAnswer[]>(TASKS_URL, (current) => prependTask(current ?? [], created), { revalidate: false });
    if (sectionId) await saveOrder(moveBelow(currentTasks(), created.id, sectionId));
    return created;
  };

  /** The real DELETE, once the Undo window has passed; the row leaves the cached list after it. */
  const commitDelete = async (id: string) => {
    await deleteTask(id);
    await mutate<TaskAnswer[]>(TASKS_URL, (current) => removeTask(current ?? [], id), { revalidate: false });
  };

  const tags = {
    /** A new tag at the top of the list (newest first, as the API keeps them). */
    create: async (title: string): Promise<TaskTagAnswer> => {
      const tag = await createTaskTag(title);
      await mutate<TaskTagAnswer[]>(TASK_TAGS_URL, (current) => [tag, ...(current ?? [])], { revalidate: false });
      return tag;
    },
    rename: async (id: string, title: string): Promise<void> => {
      await mutate<TaskTagAnswer[]>(
        TASK_TAGS_URL,
        async (current) => {
          const answer = await updateTaskTag(id, title);
          if (!answer) throw new TaskGoneError();
          return (current ?? []).map((tag) => (tag.id === id ? answer : tag));
        },
        {
          optimisticData: (current) => (current ?? []).map((tag) => (tag.id === id ? { ...tag, title } : tag)),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    /** Deleting a tag strips it from every task (the server does the same in one statement). */
    remove: async (id: string): Promise<void> => {
      const tagsBefore = cache.get(TASK_TAGS_URL)?.data as TaskTagAnswer[] | undefined;
      await mutate<TaskTagAnswer[]>(TASK_TAGS_URL, (current) => (current ?? []).filter((tag) => tag.id !== id), {
        revalidate: false,
      });
      await mutate<TaskAnswer[]>(TASKS_URL, (current) => stripTag(current ?? [], id), { revalidate: false });
      try {
        await deleteTaskTag(id);
      } catch (error) {
        await mutate(TASK_TAGS_URL, tagsBefore, { revalidate: true });
        await mutate(TASKS_URL);
        throw error;
      }
    },
  };

  // Stable for the memoised rows: they get only these two.
  const rowActions = useMemo(() => ({ toggleCompleted }), [toggleCompleted]);

  return { update, toggleCompleted, reorder, create, commitDelete, tags, rowActions };
}
