import { nextIconIndex } from "@/components/icons/use-arrow-keys";

describe("nextIconIndex", () => {
  it("moves by one across and by a row up and down, inside the grid", () => {
    expect(nextIconIndex("ArrowRight", 0, 4, 10)).toBe(1);
    expect(nextIconIndex("ArrowLeft", 0, 4, 10)).toBeNull();
    expect(nextIconIndex("ArrowDown", 5, 4, 10)).toBe(9);
    expect(nextIconIndex("ArrowDown", 7, 4, 10)).toBeNull();
    expect(nextIconIndex("ArrowUp", 5, 4, 10)).toBe(1);
    expect(nextIconIndex("Home", 5, 4, 10)).toBe(0);
    expect(nextIconIndex("End", 5, 4, 10)).toBe(9);
    expect(nextIconIndex("End", 9, 4, 10)).toBeNull();
    expect(nextIconIndex("Enter", 5, 4, 10)).toBeNull();
  });
});
