import { POSITION_STEP, positionAfter, positionAt } from "@/lib/scrumboard/positions";

describe("scrumboard positions", () => {
  it("step by 65536", () => {
    expect(POSITION_STEP).toBe(65536);
  });

  it("put a new item one step after the last, or at one step when there is none", () => {
    expect(positionAfter(null)).toBe(65536);
    expect(positionAfter(undefined)).toBe(65536);
    expect(positionAfter(196608)).toBe(262144);
    expect(positionAfter(100.5)).toBe(65636.5);
  });

  it("number an ordered list from one step up", () => {
    expect([0, 1, 2].map(positionAt)).toEqual([65536, 131072, 196608]);
  });
});
