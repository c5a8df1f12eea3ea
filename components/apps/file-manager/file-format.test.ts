import { countFromContents, formatFileDate, nextFocusIndex } from "@/components/apps/file-manager/file-format";

describe("countFromContents", () => {
  it("reads the number of the API's contents text", () => {
    expect(countFromContents("3 files")).toBe(3);
    expect(countFromContents("1 file")).toBe(1);
    expect(countFromContents("0 files")).toBe(0);
  });
  it("answers null for a file or an unreadable text", () => {
    expect(countFromContents(null)).toBeNull();
    expect(countFromContents("many")).toBeNull();
  });
});

describe("formatFileDate", () => {
  it("formats in the reader's language and is empty for a bad date", () => {
    expect(formatFileDate("2025-03-18T16:40:00Z", "en")).toMatch(/Mar \d+, 2025/);
    expect(formatFileDate("nope", "en")).toBe("");
  });
});

describe("nextFocusIndex", () => {
  it("steps left and right and stays inside the items", () => {
    expect(nextFocusIndex("ArrowRight", 0, 5, 3)).toBe(1);
    expect(nextFocusIndex("ArrowLeft", 0, 5, 3)).toBe(0);
    expect(nextFocusIndex("ArrowRight", 4, 5, 3)).toBe(4);
  });
  it("jumps a row up and down, and stays when there is no row", () => {
    expect(nextFocusIndex("ArrowDown", 1, 7, 3)).toBe(4);
    expect(nextFocusIndex("ArrowUp", 4, 7, 3)).toBe(1);
    expect(nextFocusIndex("ArrowDown", 5, 7, 3)).toBe(5);
    expect(nextFocusIndex("ArrowDown", 0, 3, 1)).toBe(1);
  });
  it("goes to the ends with Home and End and ignores other keys", () => {
    expect(nextFocusIndex("Home", 3, 7, 3)).toBe(0);
    expect(nextFocusIndex("End", 3, 7, 3)).toBe(6);
    expect(nextFocusIndex("Enter", 3, 7, 3)).toBeNull();
  });
});
