import type { TaskAnswer } from "@/lib/tasks/schema";

// Pure rules of the tasks screen's list (the cached `tasks/all` answer), kept here so they are
// tested without a browser: moving a row, counting, and editing the cached list optimistically.

/** Each row's `order` is its place in the list (the server numbers them the same way). */
export function renumber(list: TaskAnswer[]): TaskAnswer[] {
  return list.map((task, order) => (task.order === order ? task : { ...task, order }));
}

/**
 * The list with `activeId` moved to where `overId` is: below it when moving down, above it when
 * moving up (what a sortable list shows while dragging). Rows hidden from the screen (completed
 * tasks when they are hidden, a deletion waiting for Undo) keep their places among the others.
 * The same list when either id is missing or they are equal.
 */
export function moveTask(list: TaskAnswer[], activeId: string, overId: string): TaskAnswer[] {
  const from = list.findIndex((task) => task.id === activeId);
  const to = list.findIndex((task) => task.id === overId);
  if (from < 0 || to < 0 || from === to) return list;
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

/** Remaining and completed tasks (sections are neither). */
export function countTasks(list: TaskAnswer[]): { remaining: number; completed: number } {
  let remaining = 0;
  let completed = 0;
  for (const task of list) {
    if (task.type !== "task") continue;
    if (task.completed) completed += 1;
    else remaining += 1;
  }
  return { remaining, completed };
}

/** For each section, the number of tasks under it that are still to do (up to the next section). */
export function remainingBySection(list: TaskAnswer[]): Map<string, number> {
  const counts = new Map<string, number>();
  let section: string | null = null;
  for (const task of list) {
    if (task.type === "section") {
      section = task.id;
      counts.set(section, 0);
    } else if (section && !task.completed) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}

/** The list with one task's fields changed (the list itself when the task is not in it). */
export function patchTask(list: TaskAnswer[], id: string, fields: Partial<TaskAnswer>): TaskAnswer[] {
  if (!list.some((task) => task.id === id)) return list;
  return list.map((task) => (task.id === id ? { ...task, ...fields, id } : task));
}

/** The list with a task as the server answered it (its `order` is the list's business). */
export function replaceTask(list: TaskAnswer[], answer: TaskAnswer): TaskAnswer[] {
  return list.map((task) => (task.id === answer.id ? { ...answer, order: task.order } : task));
}

/** A new task or section at the top, every other row one place down (as POST tasks/task does). */
export function prependTask(list: TaskAnswer[], task: TaskAnswer): TaskAnswer[] {
  return renumber([task, ...list.filter((other) => other.id !== task.id)]);
}

/** The list without a task, the gap closed (as DELETE tasks/task does). */
export function removeTask(list: TaskAnswer[], id: string): TaskAnswer[] {
  return renumber(list.filter((task) => task.id !== id));
}

/** Every task without a tag (a deleted tag leaves every task it was on). */
export function stripTag(list: TaskAnswer[], tagId: string): TaskAnswer[] {
  return list.map((task) =>
    task.tags.includes(tagId) ? { ...task, tags: task.tags.filter((id) => id !== tagId) } : task,
  );
}

/** Where a new task goes below a section: right under its header. */
export function moveBelow(list: TaskAnswer[], id: string, anchorId: string): TaskAnswer[] {
  const moving = list.find((task) => task.id === id);
  if (!moving || id === anchorId || !list.some((task) => task.id === anchorId)) return list;
  const rest = list.filter((task) => task.id !== id);
  const anchor = rest.findIndex((task) => task.id === anchorId);
  return renumber([...rest.slice(0, anchor + 1), moving, ...rest.slice(anchor + 1)]);
}
