// The benchmark's verdicts and its one table: pure functions, tested in report.test.ts.
//
// Every row is judged against its target. The full run judges the targets as written; the quick
// run (CI, small data, 3 s per route on a shared machine) only fails when a figure is off by more
// than a factor of two — a ratio below HALF its target, a latency above twice its limit — so a
// real regression shows and noise does not. Correctness never gets slack: a route answering
// errors, or a sale of more (or fewer) tickets than there are, fails either way.

export type Mode = "full" | "quick";

export type Check =
  /** Shown, not judged: the floors, and the public pages until they are served from a cache. */
  | { kind: "info" }
  /** Requests per second at least `min` × the floor's, and (full run only) p99 under `p99MaxMs`. */
  | { kind: "ratio"; min: number; p99MaxMs: number }
  /** A latency percentile (ms) under `maxMs`. */
  | { kind: "latency"; percentile: "p95"; maxMs: number }
  /** A count that must come out exactly. */
  | { kind: "exact"; expected: number; what: string }
  /** Lighthouse's category scores (0–100) at least these. */
  | { kind: "scores"; performance: number; accessibility: number };

export type Measured = {
  route: string;
  requestsPerSecond?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  /** The floor's requests per second this route is compared with. */
  floorRequestsPerSecond?: number;
  /** Non-2xx answers and errors while measuring (must be 0), or the count an `exact` check compares. */
  failures?: number;
  actual?: number;
  /** Lighthouse's category scores, 0–100. */
  scores?: { performance: number; accessibility: number };
  note?: string;
};

export type Row = Measured & { ratio: number | null; target: string; pass: boolean | null };

/** The quick run's slack: ratios may fall to half their target, latencies rise to twice their limit. */
export const QUICK_SLACK = 2;

export function ratioToFloor(requestsPerSecond?: number, floor?: number): number | null {
  if (requestsPerSecond === undefined || !floor) return null;
  return requestsPerSecond / floor;
}

function targetText(check: Check, mode: Mode): string {
  const quick = mode === "quick";
  switch (check.kind) {
    case "info":
      return "—";
    case "ratio":
      return quick
        ? `≥ ${(check.min / QUICK_SLACK).toFixed(2)}× (quick; full ${check.min}×, p99 < ${check.p99MaxMs} ms)`
        : `≥ ${check.min}× floor, p99 < ${check.p99MaxMs} ms`;
    case "latency":
      return quick
        ? `${check.percentile} < ${check.maxMs * QUICK_SLACK} ms (quick; full ${check.maxMs} ms)`
        : `${check.percentile} < ${check.maxMs} ms`;
    case "exact":
      return `exactly ${check.expected} ${check.what}`;
    case "scores":
      return `performance ≥ ${check.performance}, accessibility ≥ ${check.accessibility}`;
  }
}

function passes(measured: Measured, check: Check, ratio: number | null, mode: Mode): boolean | null {
  if ((measured.failures ?? 0) > 0) return false;
  const slack = mode === "quick" ? QUICK_SLACK : 1;
  switch (check.kind) {
    case "info":
      return null;
    case "ratio":
      if (ratio === null) return false;
      if (mode === "quick") return ratio >= check.min / slack;
      return ratio >= check.min && measured.p99 !== undefined && measured.p99 < check.p99MaxMs;
    case "latency": {
      const value = measured[check.percentile];
      return value !== undefined && value < check.maxMs * slack;
    }
    case "exact":
      return measured.actual === check.expected;
    case "scores":
      return (
        measured.scores !== undefined &&
        measured.scores.performance >= check.performance &&
        measured.scores.accessibility >= check.accessibility
      );
  }
}

/** The row of a measurement: its ratio to its floor, its target in words, and whether it passed (null: informational). */
export function judge(measured: Measured, check: Check, mode: Mode): Row {
  const ratio = ratioToFloor(measured.requestsPerSecond, measured.floorRequestsPerSecond);
  return { ...measured, ratio, target: targetText(check, mode), pass: passes(measured, check, ratio, mode) };
}

/** Whether the run as a whole failed: any row that did not pass. */
export function hasFailures(rows: Row[]): boolean {
  return rows.some((row) => row.pass === false);
}

const number = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? "—" : value.toFixed(digits);

/** The table as printed: route, requests/s, p50, p99, ratio to the floor, target, pass/fail, note. */
export function formatTable(rows: Row[]): string {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "ratio", "target", "result", "note"];
  const lines = rows.map((row) => [
    row.route,
    number(row.requestsPerSecond),
    // Tenths: a p99 of 49.6 ms passes "< 50" and must not print as 50.
    number(row.p50, 1),
    number(row.p99, 1),
    row.ratio === null ? "—" : `${row.ratio.toFixed(2)}×`,
    row.target,
    row.pass === null ? "info" : row.pass ? "pass" : "FAIL",
    [row.note, row.failures ? `${row.failures} failed requests` : ""].filter(Boolean).join("; "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const numeric = new Set([1, 2, 3, 4]);
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [render(header), render(widths.map((width) => "-".repeat(width))), ...lines.map(render)].join("\n");
}
