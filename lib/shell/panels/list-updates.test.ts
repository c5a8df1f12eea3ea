import { optimisticListUpdate, removeById, replaceById } from "@/lib/shell/panels/list-updates";
import { countUnread, withAllRead, withReadStatus } from "@/lib/shell/panels/notice-updates";

const items = [
  { id: "a", read: false, seen: false, title: "A" },
  { id: "b", read: true, seen: true, title: "B" },
  { id: "c", read: false, seen: true, title: "C" },
];

describe("list updates", () => {
  it("replaces and removes by id without touching the input", () => {
    expect(replaceById(items, { ...items[1], title: "B2" }).map((item) => item.title)).toEqual(["A", "B2", "C"]);
    expect(removeById(items, "a").map((item) => item.id)).toEqual(["b", "c"]);
    expect(removeById(items, "missing")).toEqual(items);
    expect(items[1].title).toBe("B");
  });

  it("applies an optimistic update to what is displayed, else to the fallback list", () => {
    const options = optimisticListUpdate((list: readonly { id: string }[]) => removeById(list, "a"), items);
    const optimistic = options.optimisticData as (committed: unknown, displayed: unknown) => { id: string }[];
    expect(optimistic(undefined, undefined).map((item) => item.id)).toEqual(["b", "c"]);
    expect(optimistic(undefined, [{ id: "a" }, { id: "z" }]).map((item) => item.id)).toEqual(["z"]);
    expect(options).toMatchObject({ populateCache: false, rollbackOnError: true, revalidate: false });
  });
});

describe("notice updates", () => {
  it("counts unread items", () => {
    expect(countUnread(items)).toBe(2);
    expect(countUnread([])).toBe(0);
  });

  it("sets one item's read flag and leaves seen alone", () => {
    const next = withReadStatus(items, "b", false);
    expect(next.map((item) => item.read)).toEqual([false, false, false]);
    expect(next[1].seen).toBe(true);
    expect(withReadStatus(items, "a", true)[0]).toEqual({ id: "a", read: true, seen: false, title: "A" });
  });

  it("marks every item read and seen", () => {
    expect(withAllRead(items).every((item) => item.read && item.seen)).toBe(true);
    expect(countUnread(withAllRead(items))).toBe(0);
  });
});
