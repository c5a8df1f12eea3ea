import { PATCH as updateTag, DELETE as deleteTag } from "@/app/api/apps/tasks/tag/route";
import {
  GET as getTask,
  POST as createTask,
  PATCH as updateTask,
  DELETE as deleteTask,
} from "@/app/api/apps/tasks/task/route";
import { tasksUser, expectBadRequest, orders, range, BLANK_TASK_FIELDS } from "@/tests/helpers/tasks";

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
      expect(data).toEqual({ ...BLANK_TASK_FIELDS, id: expect.any(String), type, title: "" });
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
