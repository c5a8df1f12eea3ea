"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { TaskAnswer, TaskFieldsWire, TaskTagAnswer, TaskType } from "@/lib/tasks/schema";

// The tasks app reads two resources (every task and section by order, and the tags) and writes
// through the API's own calls (specification section 7 "Tasks"). The screen updates the cached
// lists optimistically and puts them back when a write fails (components/apps/tasks/*).

export const TASKS_URL = "/api/apps/tasks/all";
export const TASK_TAGS_URL = "/api/apps/tasks/tags";
const TASK_URL = "/api/apps/tasks/task";
const TAG_URL = "/api/apps/tasks/tag";
const ORDER_URL = "/api/apps/tasks/order";

const withId = (url: string, id: string) => `${url}?id=${encodeURIComponent(id)}`;

/** Every task and section of the user, by order. */
export function useTasks() {
  return useSWR<TaskAnswer[]>(TASKS_URL);
}

/** The user's task tags, newest first. */
export function useTaskTags() {
  return useSWR<TaskTagAnswer[]>(TASK_TAGS_URL);
}

/** POST tasks/task {type}: an empty task or section at the top of the list. */
export function createTask(type: TaskType): Promise<TaskAnswer> {
  return apiFetch<TaskAnswer>(TASK_URL, jsonBody("POST", { type }));
}

/** PATCH tasks/task {id, task}: answers the task as stored, or null when it no longer exists. */
export function updateTask(id: string, task: TaskFieldsWire): Promise<TaskAnswer | null> {
  return apiFetch<TaskAnswer | null>(TASK_URL, jsonBody("PATCH", { id, task }));
}

export function deleteTask(id: string): Promise<true> {
  return apiFetch<true>(withId(TASK_URL, id), { method: "DELETE" });
}

/** PATCH tasks/order {tasks}: every task of the user in the new order; answers the list. */
export function reorderTasks(ids: string[]): Promise<TaskAnswer[]> {
  return apiFetch<TaskAnswer[]>(ORDER_URL, jsonBody("PATCH", { tasks: ids.map((id) => ({ id })) }));
}

export function createTaskTag(title: string): Promise<TaskTagAnswer> {
  return apiFetch<TaskTagAnswer>(TAG_URL, jsonBody("POST", { tag: { title } }));
}

/** Answers the renamed tag, or null when it no longer exists. */
export function updateTaskTag(id: string, title: string): Promise<TaskTagAnswer | null> {
  return apiFetch<TaskTagAnswer | null>(TAG_URL, jsonBody("PATCH", { id, tag: { title } }));
}

/** The tag leaves every task too. */
export function deleteTaskTag(id: string): Promise<true> {
  return apiFetch<true>(withId(TAG_URL, id), { method: "DELETE" });
}
