import { POST as createNote, PATCH as updateNote } from "@/app/api/apps/notes/route";
import { notesUser } from "@/tests/helpers/notes";

// What the notes screen (components/apps/notes) relies on beyond the API's own tests: every card
// opens its own note, even among the archived ones (the original sample had two archived notes
// sharing an id), and checklist items keep the ids the browser gives them, so an item being
// dragged or typed in never changes its key under the user's hands.

describe("the notes screen's assumptions", () => {
  it("gives every archived note its own id, and a change to one leaves the others as they were", async () => {
    const { call, notes } = await notesUser();
    const archived = (await notes()).filter((note) => note.archived);
    expect(archived).toHaveLength(3);
    expect(new Set(archived.map((note) => note.id)).size).toBe(3);

    const [first, ...others] = archived;
    const { status, data } = await call(updateNote, {
      method: "PATCH",
      json: { updatedNote: { id: first.id, title: "Renamed", archived: false } },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: first.id, title: "Renamed", archived: false });
    const after = await notes();
    for (const other of others) expect(after.find((note) => note.id === other.id)).toEqual(other);
  });

  it("keeps the checklist item ids the browser sends, through creating, ticking and reordering", async () => {
    const { call, notes } = await notesUser();
    const { data: created } = await call(createNote, { method: "POST", json: { note: { tasks: [] } } });
    expect(created.tasks).toEqual([]);

    const items = [
      { id: "11111111-1111-4111-8111-111111111111", content: "Passport", completed: false },
      { id: "22222222-2222-4222-8222-222222222222", content: "Sunscreen", completed: false },
    ];
    await call(updateNote, { method: "PATCH", json: { updatedNote: { id: created.id, tasks: items } } });
    const ticked = [{ ...items[1] }, { ...items[0], completed: true }];
    const { data } = await call(updateNote, {
      method: "PATCH",
      json: { updatedNote: { id: created.id, tasks: ticked, archived: true } },
    });
    expect(data.tasks).toEqual(ticked);
    const stored = (await notes()).find((note) => note.id === created.id)!;
    expect(stored).toMatchObject({ archived: true, tasks: ticked });
    expect(stored.updatedAt).not.toBeNull();
  });
});
