import { applyChange, changesPayload, moveItem, toggleChecklist } from "@/lib/notes/draft";
import type { NoteAnswer } from "@/lib/notes/schema";

describe("changesPayload", () => {
  it("sends labels as ids and leaves out empty checklist items", () => {
    expect(
      changesPayload({
        title: "Groceries",
        labels: [{ id: "l1", title: "Family" }],
        tasks: [
          { id: "a", content: " Milk ", completed: true },
          { id: "b", content: "  ", completed: false },
        ],
      }),
    ).toEqual({ title: "Groceries", labels: ["l1"], tasks: [{ id: "a", content: "Milk", completed: true }] });
    expect(changesPayload({ tasks: null, reminder: null })).toEqual({ tasks: null, reminder: null });
    expect(changesPayload({ archived: true })).toEqual({ archived: true });
  });
});

describe("applyChange", () => {
  it("shows the edit on the note", () => {
    const note = { id: "n", title: "Old", content: "x" } as NoteAnswer;
    expect(applyChange(note, { title: "New" })).toEqual({ id: "n", title: "New", content: "x" });
  });
});

describe("toggleChecklist", () => {
  let counter = 0;
  const newId = () => `id${++counter}`;

  it("makes one item per line, and one line per item back", () => {
    const list = toggleChecklist({ content: "Milk\n\n Bread ", tasks: null }, newId);
    expect(list).toEqual({
      content: "",
      tasks: [
        { id: "id1", content: "Milk", completed: false },
        { id: "id2", content: "Bread", completed: false },
      ],
    });
    expect(toggleChecklist({ content: "Shop:", tasks: list.tasks }, newId)).toEqual({
      content: "Shop:\nMilk\nBread",
      tasks: null,
    });
  });
});

describe("moveItem", () => {
  it("moves an item and ignores moves out of range", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    const same = ["a"];
    expect(moveItem(same, 0, 3)).toBe(same);
  });
});
