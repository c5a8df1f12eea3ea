import "server-only";
import type Database from "better-sqlite3";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sqliteInstant, stockConnection } from "@/lib/orders/sqlite";

// The hot reads (issue 17): a Prisma model query costs about 600 µs of fixed work here (client
// engine and query compiler), `$queryRaw` about 120 µs, a prepared better-sqlite3 statement a few.
// These helpers run `Prisma.sql` queries — the same tagged, parameterised SQL as `$queryRaw` — as
// statements prepared once per process (keyed by the SQL text) on the plain connection of
// lib/orders/sqlite.ts. Values are bound and read back as Prisma's SQLite adapter does: a Date is
// bound as its text form ("…+00:00"), a boolean as 1/0, and a column declared DATETIME reads back
// as a Date, one declared BOOLEAN as a boolean. Columns of expressions (COUNT, json_object…) come
// as SQLite gives them (numbers, not bigints). Hand-written SQL lives in the per-domain `sql.ts`
// modules; this file only runs it. The statement cache is the only state kept in memory.

type Reader = { statement: Database.Statement; dates: string[]; booleans: string[] };

const readers = new Map<string, Reader>();

function reader(text: string): Reader {
  let found = readers.get(text);
  if (!found) {
    const statement = stockConnection().prepare(text);
    const columns = statement.columns();
    const declared = (types: string[]) =>
      columns.filter((column) => types.includes((column.type ?? "").toUpperCase())).map((column) => column.name);
    found = { statement, dates: declared(["DATETIME", "TIMESTAMP"]), booleans: declared(["BOOLEAN"]) };
    readers.set(text, found);
  }
  return found;
}

function bindValue(value: unknown): unknown {
  if (value instanceof Date) return sqliteInstant(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

function convertRow<T>(row: Record<string, unknown>, { dates, booleans }: Reader): T {
  for (const name of dates) {
    const value = row[name];
    if (value !== null && value !== undefined) row[name] = new Date(value as string | number);
  }
  for (const name of booleans) {
    const value = row[name];
    if (value !== null && value !== undefined) row[name] = Boolean(value);
  }
  return row as T;
}

/** Every row of a `Prisma.sql` query, run as a statement prepared once per process. */
export function readRows<T>(query: Prisma.Sql): T[] {
  const found = reader(query.sql);
  const rows = found.statement.all(...query.values.map(bindValue)) as Record<string, unknown>[];
  return rows.map((row) => convertRow<T>(row, found));
}

/** The first row of a `Prisma.sql` query, or undefined. */
export function readRow<T>(query: Prisma.Sql): T | undefined {
  const found = reader(query.sql);
  const row = found.statement.get(...query.values.map(bindValue)) as Record<string, unknown> | undefined;
  return row ? convertRow<T>(row, found) : undefined;
}

/** How many statements are prepared (for tests: the same SQL text is prepared once). */
export function preparedStatementCount(): number {
  return readers.size;
}

/** A JSON text column (json_object / json_group_array) as its value; null stays null. */
export function parseJson<T>(text: unknown): T {
  return (text === null || text === undefined ? null : JSON.parse(text as string)) as T;
}
