import {
  MIN_POSITION_GAP,
  POSITION_STEP,
  planPositions,
  positionAfter,
  positionAt,
  positionBetween,
} from "@/lib/scrumboard/positions";

const items = (...positions: number[]) => positions.map((position, index) => ({ id: `i${index}`, position }));

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

describe("positionBetween", () => {
  const list = items(65536, 131072, 196608);

  it("gives an empty list one step", () => {
    expect(positionBetween([], 0)).toBe(65536);
  });

  it("puts an item at the end one step after the last", () => {
    expect(positionBetween(list, 3)).toBe(262144);
  });

  it("puts an item at the top at half the first position", () => {
    expect(positionBetween(list, 0)).toBe(32768);
  });

  it("puts an item between two at their midpoint", () => {
    expect(positionBetween(list, 1)).toBe(98304);
    expect(positionBetween(list, 2)).toBe(163840);
  });

  it("answers null when the neighbours have met: equal, out of order, or closer than the smallest gap", () => {
    expect(positionBetween(items(65536, 65536), 1)).toBeNull();
    expect(positionBetween(items(131072, 65536), 1)).toBeNull();
    expect(positionBetween(items(1, 1 + MIN_POSITION_GAP / 2), 1)).toBeNull();
    expect(positionBetween(items(MIN_POSITION_GAP), 0)).toBeNull();
  });

  it("keeps finding room for about 26 drops into the same gap before the neighbours meet", () => {
    let before = 65536;
    const after = 131072;
    let drops = 0;
    for (;;) {
      const position = positionBetween(items(before, after), 1);
      if (position === null) break;
      expect(position).toBeGreaterThan(before);
      expect(position).toBeLessThan(after);
      before = position;
      drops += 1;
    }
    expect(drops).toBeGreaterThanOrEqual(25);
    expect(drops).toBeLessThanOrEqual(27);
  });
});

describe("planPositions", () => {
  it("writes the moved item alone when there is room", () => {
    expect(planPositions(items(65536, 131072), "moved", 1)).toEqual({
      renumbered: false,
      changes: [{ id: "moved", position: 98304 }],
    });
  });

  it("renumbers the whole list by steps, moved item included, when two positions meet", () => {
    expect(planPositions(items(65536, 65536, 70000), "moved", 1)).toEqual({
      renumbered: true,
      changes: [
        { id: "i0", position: 65536 },
        { id: "moved", position: 131072 },
        { id: "i1", position: 196608 },
        { id: "i2", position: 262144 },
      ],
    });
  });
});
