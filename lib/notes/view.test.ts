import type { NoteAnswer } from "@/lib/notes/schema";
import {
  isBlankNote,
  isInView,
  labelSlug,
  matchesSearch,
  noteViewPath,
  notesInView,
  resolveNoteView,
} from "@/lib/notes/view";

const work = { id: "l1", title: "Work" };
const family = { id: "l2", title: "Family" };

function note(fields: Partial<NoteAnswer>): NoteAnswer {
  return {
    id: "n",
    title: "",
    content: "",
    tasks: null,
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: null,
    ...fields,
  };
}

describe("labelSlug", () => {
  it("lower-cases, drops accents and joins words with hyphens", () => {
    expect(labelSlug(work)).toBe("work");
    expect(labelSlug({ id: "x", title: "  Çok Önemli  işler! " })).toBe("cok-onemli-isler");
  });

  it("keeps a label off the fixed views' addresses and never answers an empty slug", () => {
    expect(labelSlug({ id: "x", title: "Archive" })).toBe("label-archive");
    expect(labelSlug({ id: "x", title: "Reminders" })).toBe("label-reminders");
    expect(labelSlug({ id: "x9", title: "!!!" })).toBe("label-x9");
  });
});

describe("resolveNoteView and noteViewPath", () => {
  it("reads the fixed views and labels, and round-trips through the path", () => {
    expect(resolveNoteView(undefined, [])).toEqual({ kind: "notes" });
    expect(resolveNoteView("archive", [])).toEqual({ kind: "archive" });
    expect(resolveNoteView("reminders", [])).toEqual({ kind: "reminders" });
    expect(resolveNoteView("family", [work, family])).toEqual({ kind: "label", label: family });
    expect(resolveNoteView("nope", [work])).toEqual({ kind: "missing" });
    expect(resolveNoteView("work", undefined)).toEqual({ kind: "missing" });
    for (const segment of ["archive", "reminders", "work"]) {
      expect(noteViewPath(resolveNoteView(segment, [work]))).toBe(`/apps/notes/${segment}`);
    }
    expect(noteViewPath({ kind: "notes" })).toBe("/apps/notes");
  });
});

describe("isInView", () => {
  const archived = note({ archived: true, labels: [work], reminder: "2026-02-01T00:00:00.000Z" });
  const reminded = note({ reminder: "2026-02-01T00:00:00.000Z", labels: [family] });
  const plain = note({ labels: [work] });

  it("shows archived notes only in the archive", () => {
    expect([archived, reminded, plain].map((item) => isInView(item, { kind: "archive" }))).toEqual([
      true,
      false,
      false,
    ]);
    expect([archived, reminded, plain].map((item) => isInView(item, { kind: "notes" }))).toEqual([false, true, true]);
  });

  it("shows notes with a reminder, and notes with a label", () => {
    expect([archived, reminded, plain].map((item) => isInView(item, { kind: "reminders" }))).toEqual([
      false,
      true,
      false,
    ]);
    expect([archived, reminded, plain].map((item) => isInView(item, { kind: "label", label: work }))).toEqual([
      false,
      false,
      true,
    ]);
    expect(isInView(plain, { kind: "missing" })).toBe(false);
  });
});

describe("matchesSearch", () => {
  const groceries = note({
    title: "Groceries",
    content: "For the weekend",
    tasks: [{ id: "t", content: "Crème fraîche", completed: false }],
  });

  it("finds words in the title, the text and checklist items, ignoring case and accents", () => {
    expect(matchesSearch(groceries, "")).toBe(true);
    expect(matchesSearch(groceries, "grocer")).toBe(true);
    expect(matchesSearch(groceries, "WEEKEND")).toBe(true);
    expect(matchesSearch(groceries, "creme")).toBe(true);
    expect(matchesSearch(groceries, "groceries creme")).toBe(true);
    expect(matchesSearch(groceries, "groceries milk")).toBe(false);
  });

  it("filters a view by the search", () => {
    const notes = [groceries, note({ id: "b", title: "Books" }), note({ id: "c", title: "Old", archived: true })];
    expect(notesInView(notes, { kind: "notes" }, "o").map((item) => item.id)).toEqual(["n", "b"]);
  });
});

describe("isBlankNote", () => {
  it("is blank with nothing but whitespace and empty checklist items", () => {
    expect(isBlankNote(note({ title: " ", tasks: [{ id: "t", content: "", completed: false }] }))).toBe(true);
    expect(isBlankNote(note({ content: "x" }))).toBe(false);
    expect(isBlankNote(note({ image: "data:image/png;base64,x" }))).toBe(false);
  });
});
