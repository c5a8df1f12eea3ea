import { db } from "@/lib/db";
import { GET as getTags } from "@/app/api/apps/tasks/tags/route";
import { GET as getAll } from "@/app/api/apps/tasks/all/route";
import { GET as search } from "@/app/api/apps/tasks/search/route";
import type { TaskAnswer, TaskTagAnswer } from "@/lib/tasks/schema";
import { seedTasksForUser } from "@/seed/demo/tasks";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the tasks route tests (tests/api/tasks-*.test.ts).

type Handler = Parameters<typeof callRoute>[0];
type Call = Omit<NonNullable<Parameters<typeof callRoute>[1]>, "headers">;

/** A fresh user with their own copy of the tasks sample, and a caller signed in as them. */
export async function tasksUser() {
  const { user, headers } = await signedInUser();
  await db.$transaction((tx) => seedTasksForUser(tx, user.id));
  const call = (handler: Handler, options: Call = {}) => callRoute(handler, { ...options, headers });
  const tags = async (): Promise<TaskTagAnswer[]> => (await call(getTags)).data;
  const tasks = async (): Promise<TaskAnswer[]> => (await call(getAll)).data;
  const tag = async (title: string) => (await tags()).find((item) => item.title === title)!;
  const task = async (title: string) => (await tasks()).find((item) => item.title === title)!;
  const searchFor = async (query: string) =>
    (await call(search, { url: `/?query=${encodeURIComponent(query)}` })).data as TaskAnswer[] | null;
  return { user, call, tags, tasks, tag, task, searchFor };
}

export const SEED_TAGS = ["Venue", "Marketing", "Finance", "Speakers", "Urgent", "Follow-up"];
export const expectBadRequest = (answer: { status: number; data: { error: { code: string } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.data.error.code).toBe("invalid_request");
};
export const orders = (list: TaskAnswer[]) => list.map((task) => task.order);
export const range = (length: number) => Array.from({ length }, (_, index) => index);

/** A task or section with nothing set: no notes, tags or subtasks, not done, priority 1, first in the order. */
export const BLANK_TASK_FIELDS = {
  notes: "",
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
};
