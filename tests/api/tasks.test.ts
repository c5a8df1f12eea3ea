import { db } from "@/lib/db";
import { GET as getTags } from "@/app/api/apps/tasks/tags/route";
import { POST as createTag, PATCH as updateTag, DELETE as deleteTag } from "@/app/api/apps/tasks/tag/route";
import { GET as getAll } from "@/app/api/apps/tasks/all/route";
import { GET as search } from "@/app/api/apps/tasks/search/route";
import { PATCH as reorder } from "@/app/api/apps/tasks/order/route";
import {
  GET as getTask,
  POST as createTask,
  PATCH as updateTask,
  DELETE as deleteTask,
} from "@/app/api/apps/tasks/task/route";
import type { TaskAnswer, TaskTagAnswer } from "@/lib/tasks/schema";
import { seedTasksForUser } from "@/seed/demo/tasks";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Handler = Parameters<typeof callRoute>[0];
type Call = Omit<NonNullable<Parameters<typeof callRoute>[1]>, "headers">;

/** A fresh user with their own copy of the tasks sample, and a caller signed in as them. */
async function tasksUser() {
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

const SEED_TAGS = ["Venue", "Marketing", "Finance", "Speakers", "Urgent", "Follow-up"];
const expectBadRequest = (answer: { status: number; data: { error: { code: string } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.data.error.code).toBe("invalid_request");
};
const orders = (list: TaskAnswer[]) => list.map((task) => task.order);
const range = (length: number) => Array.from({ length }, (_, index) => index);

describe("the tasks sample", () => {
  it("gives a user six tags and four sections of tasks, numbered 0 to n-1", async () => {
    const { tags, tasks } = await tasksUser();
    expect((await tags()).map((tag) => tag.title)).toEqual(SEED_TAGS);
    const all = await tasks();
    expect(all.filter((task) => task.type === "section").map((task) => task.title)).toEqual([
      "Spring meetup",
      "Summer concert series",
      "Office & admin",
      "After the events",
    ]);
    expect(all.filter((task) => task.type === "task").length).toBeGreaterThanOrEqual(25);
    expect(orders(all)).toEqual(range(all.length));
    expect(all.filter((task) => task.subTasks.length > 0).length).toBeGreaterThanOrEqual(3);
    const dueDays = all
      .filter((task) => task.dueDate)
      .map((task) => (Date.parse(task.dueDate!) - Date.now()) / 86_400_000);
    expect(Math.min(...dueDays)).toBeLessThan(0);
    expect(Math.max(...dueDays)).toBeLessThan(30);
  });

  it("is seeded in a few bulk inserts, fast enough for a sign-up", async () => {
    const { user } = await signedInUser();
    const started = performance.now();
    await db.$transaction((tx) => seedTasksForUser(tx, user.id));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("GET /api/apps/tasks/all", () => {
  it("answers the tasks and sections by order in the specification's shape", async () => {
    const { call, tag } = await tasksUser();
    const { status, data } = await call(getAll);
    expect(status).toBe(200);
    expect(data[0]).toEqual({
      id: expect.any(String),
      type: "section",
      title: "Spring meetup",
      notes: "",
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    });
    const [venue, urgent] = [await tag("Venue"), await tag("Urgent")];
    expect(data[1]).toEqual({
      id: expect.any(String),
      type: "task",
      title: "Confirm the venue booking",
      notes: "The harbour hall holds the date until Friday; after that it goes to the next enquiry.",
      completed: false,
      dueDate: expect.stringMatching(/T12:00:00\.000Z$/),
      priority: 2,
      tags: [venue.id, urgent.id],
      assignedTo: null,
      subTasks: [
        { id: expect.any(String), title: "Sign the rental agreement", completed: false },
        { id: expect.any(String), title: "Pay the deposit", completed: false },
        { id: expect.any(String), title: "Send the floor plan to the caterer", completed: false },
      ],
      order: 1,
    });
  });

  it("answers 401 without a signed-in user", async () => {
    expect((await callRoute(getAll)).status).toBe(401);
  });
});

describe("task tags", () => {
  it("POST adds a tag at the top of the list and answers it", async () => {
    const { call, tags } = await tasksUser();
    const { status, data } = await call(createTag, {
      method: "POST",
      json: { tag: { id: "ignored", title: " Catering " } },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String), title: "Catering" });
    expect(data.id).not.toBe("ignored");
    expect(await tags()).toEqual([data, ...(await tags()).slice(1)]);
    expect((await tags()).map((tag) => tag.title)).toEqual(["Catering", ...SEED_TAGS]);
  });

  it("POST refuses bad input and adds nothing", async () => {
    const { call, tags } = await tasksUser();
    for (const json of [
      {},
      { title: "Catering" },
      { tag: {} },
      { tag: { title: "" } },
      { tag: { title: 3 } },
      { tag: { title: "x".repeat(51) } },
    ]) {
      expectBadRequest(await call(createTag, { method: "POST", json }));
    }
    expect(await tags()).toHaveLength(6);
  });

  it("PATCH renames a tag and answers it; null for a missing tag", async () => {
    const { call, tag, tags } = await tasksUser();
    const finance = await tag("Finance");
    expect(await call(updateTag, { method: "PATCH", json: { id: finance.id, tag: { title: "Money" } } })).toMatchObject(
      {
        status: 200,
        data: { id: finance.id, title: "Money" },
      },
    );
    expect((await tags()).map((item) => item.title)).toEqual([
      "Venue",
      "Marketing",
      "Money",
      "Speakers",
      "Urgent",
      "Follow-up",
    ]);
    expect(
      await call(updateTag, { method: "PATCH", json: { id: "no-such-tag", tag: { title: "Money" } } }),
    ).toMatchObject({ status: 200, data: null });
  });

  it("PATCH refuses bad input and changes nothing", async () => {
    const { call, tag, tags } = await tasksUser();
    const finance = await tag("Finance");
    for (const json of [
      { tag: { title: "Money" } },
      { id: finance.id },
      { id: finance.id, tag: { title: " " } },
      { id: 5, tag: { title: "Money" } },
    ]) {
      expectBadRequest(await call(updateTag, { method: "PATCH", json }));
    }
    expect((await tags()).map((item) => item.title)).toEqual(SEED_TAGS);
  });

  it("DELETE answers true and removes the tag from every task, leaving the tasks and their other tags", async () => {
    const { call, tag, tags, tasks, task } = await tasksUser();
    const [venue, urgent] = [await tag("Venue"), await tag("Urgent")];
    const before = await tasks();
    expect(before.filter((item) => item.tags.includes(venue.id)).length).toBeGreaterThanOrEqual(4);
    expect(await call(deleteTag, { method: "DELETE", url: `/?id=${venue.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expect((await tags()).map((item) => item.title)).toEqual(SEED_TAGS.filter((title) => title !== "Venue"));
    const after = await tasks();
    expect(after).toHaveLength(before.length);
    expect(after.some((item) => item.tags.includes(venue.id))).toBe(false);
    expect((await task("Confirm the venue booking")).tags).toEqual([urgent.id]);
    expect(await call(deleteTag, { method: "DELETE", url: `/?id=${venue.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expectBadRequest(await call(deleteTag, { method: "DELETE", url: "/" }));
  });
});

describe("GET /api/apps/tasks/search", () => {
  it("answers null for an empty, blank or missing query", async () => {
    const { call, searchFor } = await tasksUser();
    expect(await searchFor("")).toBeNull();
    expect(await searchFor("   ")).toBeNull();
    expect(await call(search, { url: "/" })).toMatchObject({ status: 200, data: null });
  });

  it("finds title matches whatever the case and marks every occurrence, keeping the title's case", async () => {
    const { searchFor, task } = await tasksUser();
    const results = (await searchFor("THE"))!;
    const titles = results.map((item) => item.title);
    expect(titles).toContain("Confirm <mark>the</mark> venue booking");
    expect(titles).toContain("Plan <mark>the</mark> evening programme");
    expect(titles).toContain("Check <mark>the</mark> wea<mark>the</mark>r backup plan");
    expect(titles).toContain("Send <mark>the</mark> quarterly invoices");
    // Only the title is marked; the rest of the task is as stored.
    const confirm = results.find((item) => item.title.startsWith("Confirm"))!;
    expect(confirm).toEqual({
      ...(await task("Confirm the venue booking")),
      title: "Confirm <mark>the</mark> venue booking",
    });
    // By order, like the list.
    expect(orders(results)).toEqual([...orders(results)].sort((a, b) => a - b));
    // Every result matched in its title or its notes.
    for (const item of results) expect(`${item.title} ${item.notes}`.toLowerCase()).toContain("the");
  });

  it("finds matches in the notes too, answering the title escaped and unmarked", async () => {
    const { searchFor } = await tasksUser();
    const results = (await searchFor("marquee"))!;
    expect(results).toHaveLength(1);
    expect(results[0].title).toBe("Check the weather backup plan");
    expect(results[0].notes).toBe("Marquee rental or move inside the warehouse.");
    expect((await searchFor("Office"))!.map((item) => item.title)).toEqual(["<mark>Office</mark> &amp; admin"]);
  });

  it("escapes HTML in titles and matches the raw text", async () => {
    const { call, searchFor } = await tasksUser();
    const { data: created } = await call(createTask, { method: "POST", json: { type: "task" } });
    await call(updateTask, {
      method: "PATCH",
      json: { id: created.id, task: { title: `<img src=x onerror=alert(1)> Tom & "Jerry's" show` } },
    });
    expect((await searchFor("tom & "))!.map((item) => item.title)).toEqual([
      "&lt;img src=x onerror=alert(1)&gt; <mark>Tom &amp; </mark>&quot;Jerry&#39;s&quot; show",
    ]);
    expect((await searchFor("<IMG"))!.map((item) => item.title)).toEqual([
      "<mark>&lt;img</mark> src=x onerror=alert(1)&gt; Tom &amp; &quot;Jerry&#39;s&quot; show",
    ]);
  });

  it("folds letters beyond ASCII and takes % and _ literally", async () => {
    const { call, searchFor } = await tasksUser();
    const { data: created } = await call(createTask, { method: "POST", json: { type: "task" } });
    await call(updateTask, {
      method: "PATCH",
      json: { id: created.id, task: { title: "ŞEHİR turu", notes: "100% ÉTÉ_2025" } },
    });
    expect((await searchFor("şehir"))?.map((item) => item.id)).toEqual([created.id]);
    expect((await searchFor("été_"))?.map((item) => item.id)).toEqual([created.id]);
    expect((await searchFor("0%"))?.map((item) => item.id)).toEqual([created.id]);
    expect(await searchFor("%")).toEqual([expect.objectContaining({ id: created.id })]);
    expect(await searchFor("_")).toEqual([expect.objectContaining({ id: created.id })]);
  });

  it("answers an empty list when nothing matches, and 400 for an overlong query", async () => {
    const { call, searchFor } = await tasksUser();
    expect(await searchFor("zzzz")).toEqual([]);
    expectBadRequest(await call(search, { url: `/?query=${"x".repeat(201)}` }));
  });
});

describe("PATCH /api/apps/tasks/order", () => {
  it("sets each task's order from its position and answers the list in the new order", async () => {
    const { call, tasks } = await tasksUser();
    const before = await tasks();
    const reversed = [...before].reverse();
    // Whole tasks may be sent back, as the screen holds them.
    const { status, data } = await call(reorder, { method: "PATCH", json: { tasks: reversed } });
    expect(status).toBe(200);
    expect(data.map((task: TaskAnswer) => task.id)).toEqual(reversed.map((task) => task.id));
    expect(orders(data)).toEqual(range(before.length));
    expect(await tasks()).toEqual(data);
  });

  it("refuses a list that is not exactly the user's tasks and changes nothing", async () => {
    const { call, tasks } = await tasksUser();
    const other = await tasksUser();
    const before = await tasks();
    const ids = before.map((task) => ({ id: task.id })).reverse();
    const bad = [
      { tasks: ids.slice(1) },
      { tasks: [...ids.slice(1), ids[1]] },
      { tasks: [...ids, { id: "no-such-task" }] },
      { tasks: [...ids.slice(1), { id: (await other.tasks())[0].id }] },
      { tasks: ids.map((item) => item.id) },
      { tasks: [] },
      {},
    ];
    for (const json of bad) expectBadRequest(await call(reorder, { method: "PATCH", json }));
    expect(await tasks()).toEqual(before);
  });
});

describe("GET /api/apps/tasks/task", () => {
  it("answers one task, null for a missing one, 400 without an id", async () => {
    const { call, task } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    expect(await call(getTask, { url: `/?id=${invoices.id}` })).toMatchObject({ status: 200, data: invoices });
    expect(await call(getTask, { url: "/?id=no-such-task" })).toMatchObject({ status: 200, data: null });
    expectBadRequest(await call(getTask, { url: "/" }));
  });
});

describe("POST /api/apps/tasks/task", () => {
  it.each(["task", "section"] as const)(
    "creates an empty %s at the top and moves every other task down one place",
    async (type) => {
      const { call, tasks } = await tasksUser();
      const before = await tasks();
      const { status, data } = await call(createTask, { method: "POST", json: { type } });
      expect(status).toBe(200);
      expect(data).toEqual({
        id: expect.any(String),
        type,
        title: "",
        notes: "",
        completed: false,
        dueDate: null,
        priority: 1,
        tags: [],
        assignedTo: null,
        subTasks: [],
        order: 0,
      });
      const after = await tasks();
      expect(after.map((task) => task.id)).toEqual([data.id, ...before.map((task) => task.id)]);
      expect(orders(after)).toEqual(range(before.length + 1));
    },
  );

  it("refuses bad input and creates nothing", async () => {
    const { call, tasks } = await tasksUser();
    const before = await tasks();
    for (const json of [{}, { type: "note" }, { type: 1 }, { type: null }])
      expectBadRequest(await call(createTask, { method: "POST", json }));
    expectBadRequest(await call(createTask, { method: "POST" }));
    expect(await tasks()).toEqual(before);
  });
});

describe("PATCH /api/apps/tasks/task", () => {
  it("merges the given fields and answers the task", async () => {
    const { call, tag, task } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    const [marketing, finance] = [await tag("Marketing"), await tag("Finance")];
    const { status, data } = await call(updateTask, {
      method: "PATCH",
      json: {
        id: invoices.id,
        task: {
          completed: true,
          dueDate: "2031-03-01",
          priority: 0,
          tags: [finance.id, marketing.id, finance.id],
          assignedTo: "member-7",
          subTasks: [{ title: "Sponsors" }, { id: "kept", title: "Venue", completed: true }],
        },
      },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      ...invoices,
      completed: true,
      dueDate: "2031-03-01T00:00:00.000Z",
      priority: 0,
      // In the order of the tag list.
      tags: [marketing.id, finance.id],
      assignedTo: "member-7",
      subTasks: [
        { id: expect.any(String), title: "Sponsors", completed: false },
        { id: "kept", title: "Venue", completed: true },
      ],
    });
    expect(await task("Send the quarterly invoices")).toEqual(data);
  });

  it("changes the tags alone, and clears them with an empty list", async () => {
    const { call, tag, task } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    const speakers = await tag("Speakers");
    const { data } = await call(updateTask, {
      method: "PATCH",
      json: { id: invoices.id, task: { tags: [speakers.id] } },
    });
    expect(data).toEqual({ ...invoices, tags: [speakers.id] });
    const { data: cleared } = await call(updateTask, {
      method: "PATCH",
      json: { id: invoices.id, task: { tags: [] } },
    });
    expect(cleared).toEqual({ ...invoices, tags: [] });
  });

  it("answers the task unchanged for an empty change", async () => {
    const { call, task } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    expect(await call(updateTask, { method: "PATCH", json: { id: invoices.id, task: {} } })).toMatchObject({
      status: 200,
      data: invoices,
    });
  });

  it("takes back a whole task as GET answered it, ignoring its order, and keeps typed spaces", async () => {
    const { call, task, tasks } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    const { data } = await call(updateTask, {
      method: "PATCH",
      json: { id: invoices.id, task: { ...invoices, title: "Send the ", order: 0, dueDate: null } },
    });
    expect(data).toEqual({ ...invoices, title: "Send the ", dueDate: null });
    expect(orders(await tasks())).toEqual(range((await tasks()).length));
  });

  it("keeps search in step with the new title and notes", async () => {
    const { call, task, searchFor } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    await call(updateTask, {
      method: "PATCH",
      json: { id: invoices.id, task: { title: "Pay the Größe bill", notes: "Ask ACCOUNTING" } },
    });
    expect((await searchFor("größe"))!.map((item) => item.title)).toEqual(["Pay the <mark>Größe</mark> bill"]);
    expect((await searchFor("accounting"))!.map((item) => item.id)).toEqual([invoices.id]);
    expect(await searchFor("quarterly")).toEqual([]);
  });

  it("answers null for a missing task", async () => {
    const { call } = await tasksUser();
    expect(
      await call(updateTask, { method: "PATCH", json: { id: "no-such-task", task: { title: "x" } } }),
    ).toMatchObject({ status: 200, data: null });
  });

  it("refuses bad input and changes nothing, even when the bad part is checked after the first write", async () => {
    const { call, task } = await tasksUser();
    const invoices = await task("Send the quarterly invoices");
    const bad = [
      { task: { title: "No id" } },
      { id: invoices.id },
      { id: invoices.id, task: { priority: 3 } },
      { id: invoices.id, task: { priority: "1" } },
      { id: invoices.id, task: { type: "note" } },
      { id: invoices.id, task: { completed: "yes" } },
      { id: invoices.id, task: { dueDate: "tomorrow" } },
      { id: invoices.id, task: { tags: "Finance" } },
      { id: invoices.id, task: { subTasks: [{ completed: true }] } },
      { id: invoices.id, task: { title: "x".repeat(501) } },
      { id: invoices.id, task: { title: "Changed", tags: ["no-such-tag"] } },
    ];
    for (const json of bad) expectBadRequest(await call(updateTask, { method: "PATCH", json }));
    expect(await task("Send the quarterly invoices")).toEqual(invoices);
  });
});

describe("DELETE /api/apps/tasks/task", () => {
  it("deletes the task, closes the gap in the order and answers true; true again when it is gone", async () => {
    const { call, tasks } = await tasksUser();
    const before = await tasks();
    const victim = before[5];
    expect(await call(deleteTask, { method: "DELETE", url: `/?id=${victim.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    const after = await tasks();
    expect(after.map((task) => task.id)).toEqual(before.filter((task) => task.id !== victim.id).map((task) => task.id));
    expect(orders(after)).toEqual(range(before.length - 1));
    expect(await call(deleteTask, { method: "DELETE", url: `/?id=${victim.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expectBadRequest(await call(deleteTask, { method: "DELETE", url: "/" }));
    expect(await tasks()).toEqual(after);
  });
});

describe("tasks of two users", () => {
  it("never shows or changes one user's tasks and tags through the other's calls", async () => {
    const owner = await tasksUser();
    const stranger = await tasksUser();
    const ownersTasks = await owner.tasks();
    const ownersTags = await owner.tags();
    const invoices = ownersTasks.find((task) => task.title === "Send the quarterly invoices")!;
    const finance = ownersTags.find((tag) => tag.title === "Finance")!;

    const strangersTasks = await stranger.tasks();
    expect(strangersTasks.map((task) => task.id)).not.toContain(invoices.id);
    expect((await stranger.tags()).map((tag) => tag.id)).not.toContain(finance.id);
    expect((await stranger.searchFor("quarterly invoices"))!.map((task) => task.id)).not.toContain(invoices.id);

    // Each of these behaves as for an id that does not exist.
    expect((await stranger.call(getTask, { url: `/?id=${invoices.id}` })).data).toBeNull();
    expect(
      (await stranger.call(updateTask, { method: "PATCH", json: { id: invoices.id, task: { title: "Hijacked" } } }))
        .data,
    ).toBeNull();
    expect((await stranger.call(deleteTask, { method: "DELETE", url: `/?id=${invoices.id}` })).data).toBe(true);
    expect(
      (await stranger.call(updateTag, { method: "PATCH", json: { id: finance.id, tag: { title: "Hijacked" } } })).data,
    ).toBeNull();
    expect((await stranger.call(deleteTag, { method: "DELETE", url: `/?id=${finance.id}` })).data).toBe(true);
    // Tagging one's own task with someone else's tag is refused.
    expectBadRequest(
      await stranger.call(updateTask, {
        method: "PATCH",
        json: { id: strangersTasks[1].id, task: { tags: [finance.id] } },
      }),
    );
    // A new task at the top moves only the creator's tasks.
    await stranger.call(createTask, { method: "POST", json: { type: "task" } });

    expect(await owner.tasks()).toEqual(ownersTasks);
    expect(await owner.tags()).toEqual(ownersTags);
  });
});
