// How a figure moved from the previous 30 days to the last 30: up or down by a share of the
// previous value, "new" when there was nothing before, "none" when there is nothing in either.

export type Change = { kind: "none" } | { kind: "new" } | { kind: "up" | "down" | "same"; ratio: number };

/** The change from `previous` to `current`; `ratio` is 0.25 for +25 % (always positive; `kind` says which way). */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: "none" } : { kind: "new" };
  const ratio = (current - previous) / Math.abs(previous);
  // Below half a percent reads as unchanged, so "+0 %" never shows with an arrow.
  if (Math.abs(ratio) < 0.005) return { kind: "same", ratio: 0 };
  return { kind: ratio > 0 ? "up" : "down", ratio: Math.abs(ratio) };
}
