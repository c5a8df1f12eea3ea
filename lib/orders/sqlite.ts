import "server-only";
import Database from "better-sqlite3";
import { resolveDatabasePath } from "@/lib/database-url";
import { busyPolicy } from "@/lib/db-busy";

/**
 * A plain better-sqlite3 connection for the ticket-stock transaction.
 *
 * Why not Prisma here: Prisma's interactive transactions used to start with a deferred `BEGIN`
 * (they begin IMMEDIATE now, lib/sqlite-adapter.ts) and still span several turns of the event
 * loop. The reservation instead runs as one synchronous `BEGIN IMMEDIATE` transaction: it takes the
 * database's write lock before reading the stock, other processes wait for it, and inside one
 * process nothing else can interleave with synchronous code. Callers run it through
 * `immediateWrite` (lib/db-busy.ts): in this process's turn among its write transactions, and
 * retried with backoff while another process holds the lock — SQLite's own wait (busy timeout) is
 * kept short because it blocks the event loop.
 */
let connection: Database.Database | undefined;

export function stockConnection(): Database.Database {
  if (!connection) {
    connection = new Database(resolveDatabasePath());
    connection.pragma(`busy_timeout = ${busyPolicy().busyTimeoutMs}`);
    connection.pragma("foreign_keys = ON");
  }
  return connection;
}

export { sqliteInstant } from "@/lib/orders/sqlite-instant";
