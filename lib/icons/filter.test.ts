import { filterIconNames, gridColumns } from "@/lib/icons/filter";

const NAMES = ["arrow-left", "arrow-right", "chevron-left", "arrow_back", "wifi_1_bar", "home"];

describe("filterIconNames", () => {
  it("finds names containing the query, however the words are joined", () => {
    expect(filterIconNames(NAMES, "arrow")).toEqual(["arrow-left", "arrow-right", "arrow_back"]);
    expect(filterIconNames(NAMES, "ARROW LEFT")).toEqual(["arrow-left"]);
    expect(filterIconNames(NAMES, "arrow_left")).toEqual(["arrow-left"]);
    expect(filterIconNames(NAMES, "left")).toEqual(["arrow-left", "chevron-left"]);
    expect(filterIconNames(NAMES, "wifi 1")).toEqual(["wifi_1_bar"]);
  });

  it("ignores a pasted namespace and lists everything for an empty query", () => {
    expect(filterIconNames(NAMES, "feather:arrow-left")).toEqual(["arrow-left"]);
    expect(filterIconNames(NAMES, "mat_outline:home")).toEqual(["home"]);
    expect(filterIconNames(NAMES, "  ")).toEqual(NAMES);
    expect(filterIconNames(NAMES, "")).toEqual(NAMES);
    expect(filterIconNames(NAMES, "zzz")).toEqual([]);
  });
});

describe("gridColumns", () => {
  it("fits as many cells as the width holds, at least one", () => {
    expect(gridColumns(1000, 120)).toBe(8);
    expect(gridColumns(358, 112)).toBe(3);
    expect(gridColumns(0, 112)).toBe(1);
  });
});
