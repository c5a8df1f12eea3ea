import { dueStatus, localDay } from "@/lib/tasks/due-date";
import type { TaskAnswer } from "@/lib/tasks/schema";
import {
  countTasks,
  moveBelow,
  moveTask,
  patchTask,
  prependTask,
  remainingBySection,
  removeTask,
  replaceTask,
  stripTag,
} from "@/lib/tasks/task-list";

const row = (id: string, fields: Partial<TaskAnswer> = {}): TaskAnswer => ({
  id,
  type: "task",
  title: id,
  notes: "",
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  ...fields,
});
const list = (...rows: TaskAnswer[]) => rows.map((task, order) => ({ ...task, order }));
const ids = (tasks: TaskAnswer[]) => tasks.map((task) => task.id);
const orders = (tasks: TaskAnswer[]) => tasks.map((task) => task.order);

describe("moveTask", () => {
  const tasks = list(row("a"), row("b"), row("c"), row("d"));

  it("puts a row moved down below the one it was dropped on, and up above it, and renumbers", () => {
    expect(ids(moveTask(tasks, "a", "c"))).toEqual(["b", "c", "a", "d"]);
    expect(ids(moveTask(tasks, "d", "b"))).toEqual(["a", "d", "b", "c"]);
    expect(orders(moveTask(tasks, "d", "b"))).toEqual([0, 1, 2, 3]);
  });

  it("keeps rows the screen hides in their places", () => {
    // "b" is hidden: dragging "a" onto "c" on screen moves it past both.
    expect(ids(moveTask(tasks, "a", "c"))).toEqual(["b", "c", "a", "d"]);
    // Dragging "d" onto "c" leaves "b" where it was.
    expect(ids(moveTask(tasks, "d", "c"))).toEqual(["a", "b", "d", "c"]);
  });

  it("answers the same list for a missing id or a drop on itself", () => {
    expect(moveTask(tasks, "a", "a")).toBe(tasks);
    expect(moveTask(tasks, "a", "zz")).toBe(tasks);
    expect(moveTask(tasks, "zz", "a")).toBe(tasks);
  });
});

describe("counting", () => {
  const tasks = list(
    row("s1", { type: "section" }),
    row("a"),
    row("b", { completed: true }),
    row("s2", { type: "section", completed: true }),
    row("c"),
    row("d"),
  );

  it("counts remaining and completed tasks, not sections", () => {
    expect(countTasks(tasks)).toEqual({ remaining: 3, completed: 1 });
    expect(countTasks([])).toEqual({ remaining: 0, completed: 0 });
  });

  it("counts each section's tasks still to do", () => {
    expect(remainingBySection(tasks)).toEqual(
      new Map([
        ["s1", 1],
        ["s2", 2],
      ]),
    );
  });
});

describe("optimistic edits of the cached list", () => {
  const tasks = list(row("a", { tags: ["t1", "t2"] }), row("b"), row("c", { tags: ["t2"] }));

  it("patches one task, and leaves the list alone for a missing one", () => {
    expect(patchTask(tasks, "b", { title: "Bee", completed: true })[1]).toMatchObject({
      title: "Bee",
      completed: true,
    });
    expect(patchTask(tasks, "zz", { title: "x" })).toBe(tasks);
  });

  it("takes the server's answer for a task but keeps the list's order number", () => {
    expect(replaceTask(tasks, row("c", { title: "Sea", order: 99 }))[2]).toMatchObject({ title: "Sea", order: 2 });
  });

  it("adds at the top and removes with the gap closed, as the server does", () => {
    const added = prependTask(tasks, row("n"));
    expect(ids(added)).toEqual(["n", "a", "b", "c"]);
    expect(orders(added)).toEqual([0, 1, 2, 3]);
    const removed = removeTask(added, "a");
    expect(ids(removed)).toEqual(["n", "b", "c"]);
    expect(orders(removed)).toEqual([0, 1, 2]);
  });

  it("strips a deleted tag from every task", () => {
    expect(stripTag(tasks, "t2").map((task) => task.tags)).toEqual([["t1"], [], []]);
  });

  it("moves a new task right below a section header", () => {
    const withSection = list(row("n"), row("s1", { type: "section" }), row("a"), row("s2", { type: "section" }));
    expect(ids(moveBelow(withSection, "n", "s2"))).toEqual(["s1", "a", "s2", "n"]);
    expect(ids(moveBelow(withSection, "n", "zz"))).toEqual(ids(withSection));
  });
});

describe("due dates", () => {
  it("reads the day in UTC and compares it with the viewer's today", () => {
    const today = "2031-03-10";
    expect(dueStatus("2031-03-09T12:00:00.000Z", today)).toBe("overdue");
    expect(dueStatus("2031-03-10T00:00:00.000Z", today)).toBe("today");
    expect(dueStatus("2031-03-11T12:00:00.000Z", today)).toBe("tomorrow");
    expect(dueStatus("2031-04-01T12:00:00.000Z", today)).toBe("upcoming");
    // Across the end of a month.
    expect(dueStatus("2031-03-01T12:00:00.000Z", "2031-02-28")).toBe("tomorrow");
  });

  it("formats the local day", () => {
    expect(localDay(new Date(2031, 0, 5, 23, 59))).toBe("2031-01-05");
  });
});
