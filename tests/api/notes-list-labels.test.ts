import { db } from "@/lib/db";
import { POST as createLabel, PATCH as updateLabel, DELETE as deleteLabel } from "@/app/api/apps/notes/labels/route";
import { POST as addTask } from "@/app/api/apps/notes/tasks/route";
import { GET as getAll } from "@/app/api/apps/notes/all/route";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import { seedNotesForUser } from "@/seed/demo/notes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { notesUser, SEED_LABELS, expectBadRequest, answeredNote, checklistItem } from "@/tests/helpers/notes";

describe("the notes sample", () => {
  it("gives a user the six labels and fifteen notes with unique ids, three archived", async () => {
    const { labels, notes } = await notesUser();
    expect((await labels()).map((label) => label.title)).toEqual(SEED_LABELS);
    const all = await notes();
    expect(all).toHaveLength(15);
    expect(new Set(all.map((note) => note.id)).size).toBe(15);
    expect(all.filter((note) => note.archived)).toHaveLength(3);
    expect(all.filter((note) => note.tasks !== null).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((note) => note.image?.startsWith("data:image/svg+xml")).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((note) => note.reminder !== null).length).toBeGreaterThanOrEqual(3);
    expect(all.some((note) => note.updatedAt === null)).toBe(true);
  });

  it("is seeded in a few bulk inserts, fast enough for a sign-up", async () => {
    const { user } = await signedInUser();
    const started = performance.now();
    await db.$transaction((tx) => seedNotesForUser(tx, user.id));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("GET /api/apps/notes/all", () => {
  it("answers every note newest first with its labels resolved to { id, title }", async () => {
    const { call, labels } = await notesUser();
    const { status, data } = await call(getAll);
    expect(status).toBe(200);
    const createdTimes = (data as NoteAnswer[]).map((note) => Date.parse(note.createdAt));
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));
    const venue = (data as NoteAnswer[]).find((note) => note.title === "Venue walkthrough")!;
    const byTitle = new Map((await labels()).map((label) => [label.title, label]));
    expect(venue).toEqual(
      answeredNote({
        title: "Venue walkthrough",
        content: "Meet the hall manager at the north entrance, 10:00.",
        tasks: [
          checklistItem("Check the loading bay opening hours", true),
          checklistItem("Measure the stage", false),
          checklistItem("Count the power outlets near the bar", false),
          checklistItem("Ask about the cloakroom staff", false),
        ],
        reminder: expect.any(String),
        labels: [byTitle.get("Work"), byTitle.get("Tasks")],
      }),
    );
  });

  it("answers 401 without a signed-in user", async () => {
    expect((await callRoute(getAll)).status).toBe(401);
  });
});

describe("note labels", () => {
  it("POST adds a label at the end and answers all labels", async () => {
    const { call, labels } = await notesUser();
    const { status, data } = await call(createLabel, { method: "POST", json: { title: "  Travel  " } });
    expect(status).toBe(200);
    expect(data.map((label: NoteLabelAnswer) => label.title)).toEqual([...SEED_LABELS, "Travel"]);
    expect(await labels()).toEqual(data);
  });

  it("POST refuses bad input and adds nothing", async () => {
    const { call, labels } = await notesUser();
    for (const json of [{}, { title: "" }, { title: "   " }, { title: 7 }, { title: "x".repeat(51) }]) {
      expectBadRequest(await call(createLabel, { method: "POST", json }));
    }
    expectBadRequest(await call(createLabel, { method: "POST", rawBody: "{not json" }));
    expect(await labels()).toHaveLength(6);
  });

  it("PATCH renames a label, answers all labels, and the notes show the new title", async () => {
    const { call, label, note } = await notesUser();
    const work = await label("Work");
    const { status, data } = await call(updateLabel, {
      method: "PATCH",
      json: { label: { id: work.id, title: "Job" } },
    });
    expect(status).toBe(200);
    expect(data.map((item: NoteLabelAnswer) => item.title)).toEqual([
      "Family",
      "Job",
      "Tasks",
      "Priority",
      "Personal",
      "Friends",
    ]);
    expect((await note("Catering options")).labels).toEqual([{ id: work.id, title: "Job" }]);
  });

  it("PATCH answers null for a missing label and refuses bad input", async () => {
    const { call, label, labels } = await notesUser();
    expect(
      await call(updateLabel, { method: "PATCH", json: { label: { id: "no-such-label", title: "Job" } } }),
    ).toMatchObject({ status: 200, data: null });
    const work = await label("Work");
    for (const json of [
      { id: work.id, title: "Job" },
      { label: { id: work.id } },
      { label: { id: work.id, title: "" } },
      { label: { title: "Job" } },
    ]) {
      expectBadRequest(await call(updateLabel, { method: "PATCH", json }));
    }
    expect((await labels()).map((item) => item.title)).toEqual(SEED_LABELS);
  });

  it("DELETE answers true and removes the label from every note, leaving the notes", async () => {
    const { call, label, labels, notes } = await notesUser();
    const work = await label("Work");
    const before = await notes();
    const withWork = before.filter((note) => note.labels.some((item) => item.id === work.id));
    expect(withWork.length).toBeGreaterThanOrEqual(5);
    expect(await call(deleteLabel, { method: "DELETE", url: `/?id=${work.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expect((await labels()).map((item) => item.title)).toEqual(SEED_LABELS.filter((title) => title !== "Work"));
    const after = await notes();
    expect(after).toHaveLength(before.length);
    expect(after.flatMap((note) => note.labels).some((item) => item.id === work.id)).toBe(false);
    // The other labels of those notes stay.
    const sponsors = after.find((note) => note.title === "Sponsor follow-ups")!;
    expect(sponsors.labels.map((item) => item.title)).toEqual(["Tasks", "Priority"]);
    expect(await db.noteLabelLink.count({ where: { labelId: work.id } })).toBe(0);
  });

  it("DELETE answers true for a missing label and 400 without an id", async () => {
    const { call, labels } = await notesUser();
    expect(await call(deleteLabel, { method: "DELETE", url: "/?id=no-such-label" })).toMatchObject({
      status: 200,
      data: true,
    });
    expectBadRequest(await call(deleteLabel, { method: "DELETE", url: "/" }));
    expect(await labels()).toHaveLength(6);
  });
});

describe("POST /api/apps/notes/tasks", () => {
  it("appends an unchecked item to the checklist, stamps updatedAt and answers the note", async () => {
    const { call, note } = await notesUser();
    const books = await note("Books to read");
    const { status, data } = await call(addTask, {
      method: "POST",
      json: { note: books, task: "  Steal Like an Artist " },
    });
    expect(status).toBe(200);
    expect(data.id).toBe(books.id);
    expect(data.tasks).toEqual([
      ...books.tasks!,
      { id: expect.any(String), content: "Steal Like an Artist", completed: false },
    ]);
    expect(new Set(data.tasks.map((task: { id: string }) => task.id)).size).toBe(4);
    expect(Date.now() - Date.parse(data.updatedAt)).toBeLessThan(5000);
    expect(data.labels).toEqual(books.labels);
    expect(await note("Books to read")).toEqual(data);
  });

  it("starts a checklist on a note that had none", async () => {
    const { call, note } = await notesUser();
    const catering = await note("Catering options");
    expect(catering.tasks).toBeNull();
    const { data } = await call(addTask, {
      method: "POST",
      json: { note: { id: catering.id }, task: "Ask for a tasting" },
    });
    expect(data.tasks).toEqual([{ id: expect.any(String), content: "Ask for a tasting", completed: false }]);
  });

  it("answers null for a missing note and refuses bad input without writing", async () => {
    const { call, note } = await notesUser();
    expect(await call(addTask, { method: "POST", json: { note: { id: "no-such-note" }, task: "x" } })).toMatchObject({
      status: 200,
      data: null,
    });
    const books = await note("Books to read");
    for (const json of [
      { note: { id: books.id } },
      { note: { id: books.id }, task: "  " },
      { note: { id: books.id }, task: { content: "x" } },
      { note: books.id, task: "x" },
      { task: "x" },
    ]) {
      expectBadRequest(await call(addTask, { method: "POST", json }));
    }
    expect(await note("Books to read")).toEqual(books);
  });
});
