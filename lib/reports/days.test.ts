import { lastDays, periodDays, periodProblem, periodQuerySchema, todayIn, toPeriod } from "@/lib/reports/days";

const issues = (query: Record<string, string>) => {
  const result = periodQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("periodQuerySchema", () => {
  it("takes a day, a period of up to 366 days, and nothing else", () => {
    expect(issues({ from: "2026-03-01", to: "2026-03-01" })).toEqual([]);
    expect(issues({ from: "2025-01-01", to: "2026-01-01" })).toEqual([]);
    expect(issues({ from: "2025-01-01", to: "2026-01-02" })).toEqual(["to: A period is at most 366 days."]);
    expect(issues({ from: "2026-03-02", to: "2026-03-01" })).toEqual([
      "to: The end of the period is before its start.",
    ]);
  });

  it("names only the field of a day that does not exist (no second issue about the period)", () => {
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })).toEqual(["from: Use a date as YYYY-MM-DD."]);
    expect(issues({ from: "2026-03-01" })).toHaveLength(1);
  });
});

describe("periodProblem", () => {
  it("accepts real days in order within a year and a day, and says why others are not a period", () => {
    expect(periodProblem("2026-03-01", "2026-03-01")).toBeNull();
    expect(periodProblem("2024-01-01", "2024-12-31")).toBeNull();
    expect(periodProblem("", "2026-03-01")).toBe("invalid");
    expect(periodProblem("", "")).toBe("invalid");
    expect(periodProblem("2025-6-1", "2025-06-17")).toBe("invalid");
    expect(periodProblem("2026-03-02", "2026-03-01")).toBe("endBeforeStart");
    expect(periodProblem("2025-01-01", "2026-01-02")).toBe("tooLong");
    expect(periodProblem("2024-01-01", "2025-01-01")).toBe("tooLong");
  });
});

describe("days in a time zone", () => {
  it("starts the period at the zone's midnight and ends it at the midnight after `to`", () => {
    const period = toPeriod({ from: "2026-03-10", to: "2026-03-11" }, "Europe/Bucharest");
    expect(period.start.toISOString()).toBe("2026-03-09T22:00:00.000Z");
    expect(period.end.toISOString()).toBe("2026-03-11T22:00:00.000Z");
  });

  it("gives each day its own length when the clocks change", () => {
    const days = periodDays(toPeriod({ from: "2026-03-28", to: "2026-03-30" }, "Europe/Bucharest"));
    expect(days.map((day) => [day.day, (day.end.getTime() - day.start.getTime()) / 3_600_000])).toEqual([
      ["2026-03-28", 24],
      ["2026-03-29", 23],
      ["2026-03-30", 24],
    ]);
  });

  it("answers the same midnight again, for its own zone, whatever a caller did with the last one", () => {
    const query = { from: "2026-07-01", to: "2026-07-01" };
    const first = toPeriod(query, "Asia/Kolkata");
    first.start.setTime(0);
    expect(toPeriod(query, "Asia/Kolkata").start.toISOString()).toBe("2026-06-30T18:30:00.000Z");
    expect(toPeriod(query, "America/New_York").start.toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(toPeriod(query, "Asia/Kolkata").end.toISOString()).toBe("2026-07-01T18:30:00.000Z");
  });

  it("reads today and the last days in the zone", () => {
    const now = new Date("2026-03-10T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-03-10");
    expect(todayIn("Europe/Bucharest", now)).toBe("2026-03-11");
    expect(todayIn("Not/AZone", now)).toBe("2026-03-10");
    expect(lastDays(7, "Europe/Bucharest", now)).toEqual({ from: "2026-03-05", to: "2026-03-11" });
  });
});
