import { activityLinkTarget, daysAgo, groupByDay, localDayKey } from "@/components/activities/group-activities";

const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe("groupByDay", () => {
  const now = new Date(2026, 10, 25, 10, 0);

  it("cuts newest-first entries into local days: today, yesterday, then dated days", () => {
    const items = [
      { id: "a", date: at(2026, 11, 25, 9, 30) },
      { id: "b", date: at(2026, 11, 25, 0, 5) },
      { id: "c", date: at(2026, 11, 24, 23, 55) },
      { id: "d", date: at(2026, 11, 23, 12) },
      { id: "e", date: at(2026, 11, 16, 8) },
    ];
    const days = groupByDay(items, now);
    expect(days.map((day) => [day.key, day.kind, day.items.map((item) => item.id).join("")])).toEqual([
      ["2026-11-25", "today", "ab"],
      ["2026-11-24", "yesterday", "c"],
      ["2026-11-23", "date", "d"],
      ["2026-11-16", "date", "e"],
    ]);
    expect(days[2].date.getHours()).toBe(12);
  });

  it("keeps one group per day even when the entries come out of order, and leaves out unreadable dates", () => {
    const days = groupByDay(
      [
        { date: at(2026, 11, 25, 9) },
        { date: at(2026, 11, 24, 9) },
        { date: "not a date" },
        { date: at(2026, 11, 25, 8) },
      ],
      now,
    );
    expect(days.map((day) => [day.key, day.items.length])).toEqual([
      ["2026-11-25", 2],
      ["2026-11-24", 1],
    ]);
  });

  it("has nothing to group for no entries", () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe("daysAgo and localDayKey", () => {
  it("counts calendar days, not 24-hour spans", () => {
    expect(daysAgo(new Date(2026, 10, 24, 23, 59), new Date(2026, 10, 25, 0, 1))).toBe(1);
    expect(daysAgo(new Date(2026, 10, 25, 0, 1), new Date(2026, 10, 25, 23, 59))).toBe(0);
    expect(daysAgo(new Date(2026, 2, 28, 12), new Date(2026, 2, 30, 12))).toBe(2);
    expect(localDayKey(new Date(2026, 0, 5, 7))).toBe("2026-01-05");
  });
});

describe("activityLinkTarget", () => {
  it("opens in-app links with the router when useRouter is true", () => {
    expect(activityLinkTarget("/apps/mailbox", true)).toBe("in-app");
  });

  it("opens external links in a new tab when useRouter is false", () => {
    expect(activityLinkTarget("https://example.com/news", false)).toBe("external");
    expect(activityLinkTarget("http://example.com", false)).toBe("external");
  });

  it("opens a site path without the router as an external link too, and a web address even with it", () => {
    expect(activityLinkTarget("/apps/chat", false)).toBe("external");
    expect(activityLinkTarget("https://example.com", true)).toBe("external");
  });

  it("shows no link for none, or for one it cannot trust", () => {
    expect(activityLinkTarget(null, true)).toBeNull();
    expect(activityLinkTarget("javascript:alert(1)", false)).toBeNull();
    expect(activityLinkTarget("//evil.example", true)).toBeNull();
    expect(activityLinkTarget("/\\evil.example", false)).toBeNull();
    expect(activityLinkTarget("https:/\\evil.example", false)).toBeNull();
  });
});
