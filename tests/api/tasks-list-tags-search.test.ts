import { db } from "@/lib/db";
import { POST as createTag, PATCH as updateTag, DELETE as deleteTag } from "@/app/api/apps/tasks/tag/route";
import { GET as getAll } from "@/app/api/apps/tasks/all/route";
import { GET as search } from "@/app/api/apps/tasks/search/route";
import { PATCH as reorder } from "@/app/api/apps/tasks/order/route";
import { POST as createTask, PATCH as updateTask } from "@/app/api/apps/tasks/task/route";
import type { TaskAnswer } from "@/lib/tasks/schema";
import { seedTasksForUser } from "@/seed/demo/tasks";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { tasksUser, SEED_TAGS, expectBadRequest, orders, range, BLANK_TASK_FIELDS } from "@/tests/helpers/tasks";

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
    expect(data[0]).toEqual({ ...BLANK_TASK_FIELDS, id: expect.any(String), type: "section", title: "Spring meetup" });
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
