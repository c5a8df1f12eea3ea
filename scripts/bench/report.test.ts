import { formatTable, hasFailures, judge, QUICK_SLACK, ratioToFloor, type Check } from "./report";

const HOT_READ: Check = { kind: "ratio", min: 0.7, p99MaxMs: 50 };

describe("bench report", () => {
  test("the ratio is the route's requests per second over its floor's", () => {
    expect(ratioToFloor(700, 1000)).toBeCloseTo(0.7);
    expect(ratioToFloor(700, undefined)).toBeNull();
    expect(ratioToFloor(700, 0)).toBeNull();
    expect(ratioToFloor(undefined, 1000)).toBeNull();
  });

  test("a full run holds a hot read to its ratio and its p99", () => {
    const base = { route: "GET /x", floorRequestsPerSecond: 1000, failures: 0 };
    expect(judge({ ...base, requestsPerSecond: 700, p99: 49 }, HOT_READ, "full").pass).toBe(true);
    expect(judge({ ...base, requestsPerSecond: 699, p99: 10 }, HOT_READ, "full").pass).toBe(false);
    expect(judge({ ...base, requestsPerSecond: 900, p99: 50 }, HOT_READ, "full").pass).toBe(false);
  });

  test("a quick run fails only below half the ratio, whatever the p99", () => {
    const base = { route: "GET /x", floorRequestsPerSecond: 1000, failures: 0, p99: 400 };
    expect(QUICK_SLACK).toBe(2);
    expect(judge({ ...base, requestsPerSecond: 350 }, HOT_READ, "quick").pass).toBe(true);
    expect(judge({ ...base, requestsPerSecond: 349 }, HOT_READ, "quick").pass).toBe(false);
    expect(judge({ ...base, requestsPerSecond: 349 }, HOT_READ, "quick").target).toContain("0.35×");
  });

  test("latency limits double in a quick run; exact counts and failed requests never get slack", () => {
    const signUp: Check = { kind: "latency", percentile: "p95", maxMs: 300 };
    expect(judge({ route: "sign-up", p95: 450 }, signUp, "full").pass).toBe(false);
    expect(judge({ route: "sign-up", p95: 450 }, signUp, "quick").pass).toBe(true);
    expect(judge({ route: "sign-up", p95: 600 }, signUp, "quick").pass).toBe(false);
    const sold: Check = { kind: "exact", expected: 10, what: "sold" };
    expect(judge({ route: "buyers", actual: 10 }, sold, "quick").pass).toBe(true);
    expect(judge({ route: "buyers", actual: 11 }, sold, "quick").pass).toBe(false);
    const failing = { route: "GET /x", requestsPerSecond: 2000, floorRequestsPerSecond: 1000, p99: 1, failures: 3 };
    expect(judge(failing, HOT_READ, "quick").pass).toBe(false);
  });

  test("Lighthouse rows need both scores at their targets, in either mode", () => {
    const lighthouse: Check = { kind: "scores", performance: 95, accessibility: 100 };
    const row = (performance: number, accessibility: number, mode: "full" | "quick") =>
      judge({ route: "Lighthouse /home", scores: { performance, accessibility } }, lighthouse, mode);
    expect(row(95, 100, "full").pass).toBe(true);
    expect(row(94, 100, "full").pass).toBe(false);
    expect(row(99, 98, "quick").pass).toBe(false);
    expect(judge({ route: "Lighthouse /home" }, lighthouse, "full").pass).toBe(false);
    expect(row(95, 100, "full").target).toBe("performance ≥ 95, accessibility ≥ 100");
  });

  test("informational rows never fail the run", () => {
    const page = judge(
      { route: "GET /home", requestsPerSecond: 10, floorRequestsPerSecond: 1000 },
      { kind: "info" },
      "full",
    );
    expect(page).toMatchObject({ pass: null, target: "—" });
    expect(page.ratio).toBeCloseTo(0.01);
    expect(hasFailures([page])).toBe(false);
    expect(
      hasFailures([page, judge({ route: "b", actual: 9 }, { kind: "exact", expected: 10, what: "sold" }, "full")]),
    ).toBe(true);
  });

  test("the table has one line per row, aligned, with the verdict", () => {
    const rows = [
      judge({ route: "floor", requestsPerSecond: 1000, p50: 3, p99: 9 }, { kind: "info" }, "full"),
      judge(
        { route: "GET /x", requestsPerSecond: 500, p50: 6, p99: 60, floorRequestsPerSecond: 1000 },
        HOT_READ,
        "full",
      ),
    ];
    const lines = formatTable(rows).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^route\s+req\/s\s+p50 ms\s+p99 ms\s+ratio\s+target\s+result/);
    expect(lines[2]).toMatch(/info$/);
    expect(lines[3]).toContain("0.50×");
    expect(lines[3]).toContain("FAIL");
    expect(lines[3].indexOf("500")).toBe(lines[2].indexOf("1000") + 1);
  });
});
