import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

// Helpers of the busy-database tests (tests/api/busy-database-is-retried.test.ts,
// tests/api/two-processes-share-one-database.test.ts).

/** A fresh copy of the migrated template database in WAL mode, as scripts/start.mjs sets it. */
export function freshWalDatabase(): string {
  const file = path.join(process.env.HOSTDECK_TEST_DB_DIR!, `busy-${randomUUID()}.db`);
  fs.copyFileSync(process.env.HOSTDECK_TEST_DB_TEMPLATE!, file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
  return file;
}

/**
 * Another connection takes the database's write lock (`BEGIN IMMEDIATE`) now and gives it back
 * after `ms` — by a timer, so only if this process's event loop keeps turning meanwhile.
 */
export function holdWriteLock(file: string, ms: number): Promise<void> {
  const other = new Database(file, { timeout: 0 });
  other.exec("BEGIN IMMEDIATE");
  return new Promise((resolve) =>
    setTimeout(() => {
      other.exec("ROLLBACK");
      other.close();
      resolve();
    }, ms),
  );
}

/** Watches the event loop with a 5 ms interval; `stop()` answers the longest gap between its ticks, in ms. */
export function watchEventLoop() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}
