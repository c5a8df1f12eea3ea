import { cardKeys, columnCount, estimatedHeight, layoutColumns } from "@/components/apps/notes/masonry-layout";
import type { NoteAnswer } from "@/lib/notes/schema";

const note = (id: string, content = ""): NoteAnswer => ({
  id,
  title: "",
  content,
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: null,
});

describe("columnCount", () => {
  it("gives a phone two columns and a wide screen more", () => {
    expect(columnCount(0)).toBe(1);
    expect(columnCount(280)).toBe(1);
    expect(columnCount(358)).toBe(2);
    expect(columnCount(700)).toBe(2);
    expect(columnCount(1000)).toBe(3);
    expect(columnCount(1400)).toBe(5);
  });
});

describe("layoutColumns", () => {
  it("reads left to right and fills the shortest column", () => {
    const long = note("a", "x".repeat(320));
    const columns = layoutColumns([long, note("b"), note("c"), note("d")], 2, estimatedHeight);
    expect(columns.map((column) => column.map((item) => item.id))).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("keeps every card once, even when two share an id", () => {
    const twins = [note("same"), note("same"), note("other")];
    const columns = layoutColumns(twins, 3, estimatedHeight);
    expect(columns.flat()).toHaveLength(3);
  });
});

describe("cardKeys", () => {
  it("gives each card its own key, even when two notes share an id", () => {
    expect(cardKeys([note("a"), note("b"), note("a"), note("a")])).toEqual(["a", "b", "a#1", "a#2"]);
  });
});
