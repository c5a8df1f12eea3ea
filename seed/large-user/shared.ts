import type { Random } from "@/lib/sample/random";

// Helpers the large user's generators share: ids from the seeded generator (so a rerun writes the
// same ids) and inserts in batches small enough for SQLite's limit on bound values.

/** A version-4-shaped UUID drawn from `random`: the same sequence of ids on every run. */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Rows per INSERT: 500 rows of up to ~20 columns stay well under SQLite's 32,766 bound values. */
const BATCH = 500;

/** Calls `insert` with consecutive slices of `rows` (a createMany each), one after another. */
export async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
