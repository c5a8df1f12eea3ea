import "server-only";
import Database from "better-sqlite3";
import { resolveDatabasePath } from "@/lib/database-url";

/**
 * A plain better-sqlite3 connection for the ticket-stock transaction.
 *
 * Why not Prisma here: Prisma's interactive transactions start with a deferred `BEGIN`, so two
 * server processes can both read the same stock and then fail (or worse, both write) when they
 * upgrade to a write lock, and under a burst of requests its transaction queue times out. The
 * reservation instead runs as one synchronous `BEGIN IMMEDIATE` transaction: it takes the
 * database's write lock before reading the stock, other processes wait for it (busy timeout), and
 * inside one process nothing else can interleave with synchronous code.
 */
let connection: Database.Database | undefined;

export function stockConnection(): Database.Database {
  if (!connection) {
    connection = new Database(resolveDatabasePath());
    connection.pragma("busy_timeout = 10000");
    connection.pragma("foreign_keys = ON");
  }
  return connection;
}

export { sqliteInstant } from "@/lib/orders/sqlite-instant";
