import { db } from "@/lib/db";
import {
  GET as getLabels,
  POST as createLabel,
  PATCH as updateLabel,
  DELETE as deleteLabel,
} from "@/app/api/apps/notes/labels/route";
import { POST as addTask } from "@/app/api/apps/notes/tasks/route";
import { GET as getAll } from "@/app/api/apps/notes/all/route";
import { POST as createNote, PATCH as updateNote, DELETE as deleteNote } from "@/app/api/apps/notes/route";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import { seedNotesForUser } from "@/seed/demo/notes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Handler = Parameters<typeof callRoute>[0];
type Call = Omit<NonNullable<Parameters<typeof callRoute>[1]>, "headers">;

/** A fresh user with their own copy of the notes sample, and a caller signed in as them. */
async function notesUser() {
  const { user, headers } = await signedInUser();
  await db.$transaction((tx) => seedNotesForUser(tx, user.id));
  const call = (handler: Handler, options: Call = {}) => callRoute(handler, { ...options, headers });
  const labels = async (): Promise<NoteLabelAnswer[]> => (await call(getLabels)).data;
  const notes = async (): Promise<NoteAnswer[]> => (await call(getAll)).data;
  const label = async (title: string) => (await labels()).find((item) => item.title === title)!;
  const note = async (title: string) => (await notes()).find((item) => item.title === title)!;
  return { user, call, labels, notes, label, note };
}

const SEED_LABELS = ["Family", "Work", "Tasks", "Priority", "Personal", "Friends"];
const expectBadRequest = (answer: { status: number; data: { error: { code: string } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.data.error.code).toBe("invalid_request");
};

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
    expect(venue).toEqual({
      id: expect.any(String),
      title: "Venue walkthrough",
      content: "Meet the hall manager at the north entrance, 10:00.",
      tasks: [
        { id: expect.any(String), content: "Check the loading bay opening hours", completed: true },
        { id: expect.any(String), content: "Measure the stage", completed: false },
        { id: expect.any(String), content: "Count the power outlets near the bar", completed: false },
        { id: expect.any(String), content: "Ask about the cloakroom staff", completed: false },
      ],
      image: null,
      reminder: expect.any(String),
      labels: [byTitle.get("Work"), byTitle.get("Tasks")],
      archived: false,
      createdAt: expect.any(String),
      updatedAt: null,
    });
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

describe("POST /api/apps/notes", () => {
  it("creates a note with server-set id and dates, labels given by id or as objects", async () => {
    const { call, label, notes } = await notesUser();
    const [family, friends] = [await label("Family"), await label("Friends")];
    const { status, data } = await call(createNote, {
      method: "POST",
      json: {
        note: {
          id: "client-chosen",
          title: "Picnic",
          content: "Sunday in the park.",
          tasks: [{ content: "Blanket", completed: true }, { content: "Lemonade" }],
          image: "data:image/png;base64,iVBORw0KGgo=",
          reminder: "2031-05-04T10:00:00+02:00",
          labels: [family.id, friends, family.id],
          archived: false,
          createdAt: "2000-01-01T00:00:00Z",
          updatedAt: "2000-01-01T00:00:00Z",
        },
      },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      title: "Picnic",
      content: "Sunday in the park.",
      tasks: [
        { id: expect.any(String), content: "Blanket", completed: true },
        { id: expect.any(String), content: "Lemonade", completed: false },
      ],
      image: "data:image/png;base64,iVBORw0KGgo=",
      reminder: "2031-05-04T08:00:00.000Z",
      labels: [family, friends],
      archived: false,
      createdAt: expect.any(String),
      updatedAt: null,
    });
    expect(data.id).not.toBe("client-chosen");
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(5000);
    const all = await notes();
    expect(all).toHaveLength(16);
    expect(all[0]).toEqual(data);
  });

  it("creates an empty note from an empty object", async () => {
    const { call } = await notesUser();
    const { data } = await call(createNote, { method: "POST", json: { note: {} } });
    expect(data).toMatchObject({
      title: "",
      content: "",
      tasks: null,
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      updatedAt: null,
    });
  });

  it("refuses bad input, including labels that are not the user's, and creates nothing", async () => {
    const { call, notes } = await notesUser();
    const other = await notesUser();
    const othersLabel = await other.label("Work");
    const bad = [
      {},
      { note: "Picnic" },
      { note: { title: 5 } },
      { note: { labels: ["no-such-label"] } },
      { note: { labels: [othersLabel.id] } },
      { note: { tasks: [{ content: "" }] } },
      { note: { tasks: "Blanket" } },
      { note: { image: "javascript:alert(1)" } },
      { note: { reminder: "next Tuesday" } },
      { note: { archived: "yes" } },
      { note: { title: "x".repeat(501) } },
    ];
    for (const json of bad) expectBadRequest(await call(createNote, { method: "POST", json }));
    expect(await notes()).toHaveLength(15);
  });
});

describe("PATCH /api/apps/notes", () => {
  it("changes the given fields only, stamps updatedAt and answers the note", async () => {
    const { call, label, note } = await notesUser();
    const catering = await note("Catering options");
    const priority = await label("Priority");
    const { status, data } = await call(updateNote, {
      method: "PATCH",
      json: {
        updatedNote: {
          id: catering.id,
          archived: true,
          labels: [priority],
          tasks: [{ id: "kept-id", content: "Book the bakery", completed: false }],
        },
      },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      ...catering,
      archived: true,
      labels: [priority],
      tasks: [{ id: "kept-id", content: "Book the bakery", completed: false }],
      updatedAt: expect.any(String),
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(catering.updatedAt!));
    expect(await note("Catering options")).toEqual(data);
  });

  it("takes back a whole note as GET answered it, and clears a checklist with null", async () => {
    const { call, note } = await notesUser();
    const books = await note("Books to read");
    const { data } = await call(updateNote, {
      method: "PATCH",
      json: { updatedNote: { ...books, title: "Reading list", tasks: null } },
    });
    expect(data).toEqual({ ...books, title: "Reading list", tasks: null, updatedAt: expect.any(String) });
    expect(data.createdAt).toBe(books.createdAt);
  });

  it("keeps the spaces a user is typing", async () => {
    const { call, note } = await notesUser();
    const books = await note("Books to read");
    const { data } = await call(updateNote, {
      method: "PATCH",
      json: { updatedNote: { id: books.id, title: "Books to " } },
    });
    expect(data.title).toBe("Books to ");
  });

  it("answers null for a missing note", async () => {
    const { call } = await notesUser();
    expect(
      await call(updateNote, { method: "PATCH", json: { updatedNote: { id: "no-such-note", title: "x" } } }),
    ).toMatchObject({ status: 200, data: null });
  });

  it("refuses bad input and changes nothing, even when the bad part is checked after the first write", async () => {
    const { call, note } = await notesUser();
    const catering = await note("Catering options");
    const bad = [
      { updatedNote: { title: "No id" } },
      { note: { id: catering.id, title: "Wrong key" } },
      { updatedNote: { id: catering.id, archived: 1 } },
      { updatedNote: { id: catering.id, reminder: "soon" } },
      { updatedNote: { id: catering.id, title: "Changed", labels: ["no-such-label"] } },
    ];
    for (const json of bad) expectBadRequest(await call(updateNote, { method: "PATCH", json }));
    expect(await note("Catering options")).toEqual(catering);
  });
});

describe("DELETE /api/apps/notes", () => {
  it("deletes the note and answers true; true again when it is gone", async () => {
    const { call, note, notes, label } = await notesUser();
    const books = await note("Books to read");
    expect(await call(deleteNote, { method: "DELETE", url: `/?id=${books.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expect((await notes()).map((item) => item.id)).not.toContain(books.id);
    expect(await call(deleteNote, { method: "DELETE", url: `/?id=${books.id}` })).toMatchObject({
      status: 200,
      data: true,
    });
    expect(await db.noteLabelLink.count({ where: { noteId: books.id } })).toBe(0);
    // Its label stays for the other notes.
    expect(await label("Personal")).toBeDefined();
  });

  it("answers 400 without an id", async () => {
    const { call, notes } = await notesUser();
    expectBadRequest(await call(deleteNote, { method: "DELETE", url: "/" }));
    expect(await notes()).toHaveLength(15);
  });
});

describe("notes of two users", () => {
  it("never shows or changes one user's notes and labels through the other's calls", async () => {
    const owner = await notesUser();
    const stranger = await notesUser();
    const ownersNotes = await owner.notes();
    const ownersLabels = await owner.labels();
    const books = ownersNotes.find((note) => note.title === "Books to read")!;
    const work = ownersLabels.find((label) => label.title === "Work")!;

    const strangersNotes = await stranger.notes();
    expect(strangersNotes.map((note) => note.id)).not.toEqual(expect.arrayContaining([books.id]));
    expect((await stranger.labels()).map((label) => label.id)).not.toContain(work.id);

    // Each of these behaves as for an id that does not exist.
    expect(
      (await stranger.call(updateLabel, { method: "PATCH", json: { label: { id: work.id, title: "Hijacked" } } })).data,
    ).toBeNull();
    expect((await stranger.call(deleteLabel, { method: "DELETE", url: `/?id=${work.id}` })).data).toBe(true);
    expect(
      (await stranger.call(addTask, { method: "POST", json: { note: { id: books.id }, task: "Hijacked" } })).data,
    ).toBeNull();
    expect(
      (await stranger.call(updateNote, { method: "PATCH", json: { updatedNote: { id: books.id, title: "Hijacked" } } }))
        .data,
    ).toBeNull();
    expect((await stranger.call(deleteNote, { method: "DELETE", url: `/?id=${books.id}` })).data).toBe(true);
    // Labelling one's own note with someone else's label is refused.
    const strangersNote = strangersNotes[0];
    expectBadRequest(
      await stranger.call(updateNote, {
        method: "PATCH",
        json: { updatedNote: { id: strangersNote.id, labels: [work.id] } },
      }),
    );

    expect(await owner.notes()).toEqual(ownersNotes);
    expect(await owner.labels()).toEqual(ownersLabels);
    expect(await stranger.notes()).toEqual(strangersNotes);
  });
});
