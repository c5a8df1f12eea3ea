import { changeOf } from "@/components/dashboard/change";

describe("changeOf", () => {
  it("says how much a figure rose or fell against the previous period", () => {
    expect(changeOf(125, 100)).toEqual({ kind: "up", ratio: 0.25 });
    expect(changeOf(50, 200)).toEqual({ kind: "down", ratio: 0.75 });
    expect(changeOf(0, 40)).toEqual({ kind: "down", ratio: 1 });
    expect(changeOf(300, 100)).toEqual({ kind: "up", ratio: 2 });
  });

  it("calls a figure new when the previous period had none, and unchanged within half a percent", () => {
    expect(changeOf(7, 0)).toEqual({ kind: "new" });
    expect(changeOf(0, 0)).toEqual({ kind: "none" });
    expect(changeOf(1000, 1000)).toEqual({ kind: "same", ratio: 0 });
    expect(changeOf(1004, 1000)).toEqual({ kind: "same", ratio: 0 });
    expect(changeOf(1006, 1000)).toEqual({ kind: "up", ratio: 0.006 });
  });
});
