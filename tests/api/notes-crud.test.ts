import { db } from "@/lib/db";
import { PATCH as updateLabel, DELETE as deleteLabel } from "@/app/api/apps/notes/labels/route";
import { POST as addTask } from "@/app/api/apps/notes/tasks/route";
import { POST as createNote, PATCH as updateNote, DELETE as deleteNote } from "@/app/api/apps/notes/route";
import { notesUser, expectBadRequest, answeredNote, checklistItem, EMPTY_NOTE_FIELDS } from "@/tests/helpers/notes";

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
    expect(data).toEqual(
      answeredNote({
        title: "Picnic",
        content: "Sunday in the park.",
        tasks: [checklistItem("Blanket", true), checklistItem("Lemonade", false)],
        image: "data:image/png;base64,iVBORw0KGgo=",
        reminder: "2031-05-04T08:00:00.000Z",
        labels: [family, friends],
      }),
    );
    expect(data.id).not.toBe("client-chosen");
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(5000);
    const all = await notes();
    expect(all).toHaveLength(16);
    expect(all[0]).toEqual(data);
  });

  it("creates an empty note from an empty object", async () => {
    const { call } = await notesUser();
    const { data } = await call(createNote, { method: "POST", json: { note: {} } });
    expect(data).toMatchObject(EMPTY_NOTE_FIELDS);
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
