import "server-only";
import type Database from "better-sqlite3";
import { Prisma } from "@/lib/generated/prisma/client";
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

type Convert = (value: unknown) => unknown;
type Reader = { statement: Database.Statement; names: string[]; converters: (Convert | null)[] };

const toDate: Convert = (value) => (value === null ? null : new Date(value as string | number));
const toBoolean: Convert = (value) => (value === null ? null : Boolean(value));

const readers = new Map<string, Reader>();

function reader(text: string): Reader {
  let found = readers.get(text);
  if (!found) {
    // Rows come as arrays and are built here column by column, in the same order every time: an
    // object whose fields change type after it was made (text to Date) is much slower to use.
    const statement = stockConnection().prepare(text).raw(true);
    const columns = statement.columns();
    const converters = columns.map(({ type }) => {
      const declared = (type ?? "").toUpperCase();
      return declared === "DATETIME" || declared === "TIMESTAMP" ? toDate : declared === "BOOLEAN" ? toBoolean : null;
    });
    found = { statement, names: columns.map((column) => column.name), converters };
    readers.set(text, found);
  }
  return found;
}

function bindValue(value: unknown): unknown {
  if (value instanceof Date) return sqliteInstant(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

function toObject<T>(values: unknown[], { names, converters }: Reader): T {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index++) {
    const convert = converters[index];
    row[names[index]] = convert ? convert(values[index]) : values[index];
  }
  return row as T;
}

/** Every row of a `Prisma.sql` query, run as a statement prepared once per process. */
export function readRows<T>(query: Prisma.Sql): T[] {
  const found = reader(query.sql);
  const rows = found.statement.all(...query.values.map(bindValue)) as unknown[][];
  return rows.map((values) => toObject<T>(values, found));
}

/** The first row of a `Prisma.sql` query, or undefined. */
export function readRow<T>(query: Prisma.Sql): T | undefined {
  const found = reader(query.sql);
  const values = found.statement.get(...query.values.map(bindValue)) as unknown[] | undefined;
  return values ? toObject<T>(values, found) : undefined;
}

/** The first column of every row of a `Prisma.sql` query, as SQLite gives them. */
export function readColumn<T>(query: Prisma.Sql): T[] {
  const found = reader(query.sql);
  const rows = found.statement.all(...query.values.map(bindValue)) as unknown[][];
  return rows.map((values) => values[0] as T);
}

/**
 * The first column of the first row of a `Prisma.sql` query, as SQLite gives it, or undefined: for
 * an answer SQLite builds whole (a JSON text of json_object/json_group_array), which spares making
 * a JavaScript value of every column of every row only to serialise them again.
 */
export function readValue<T>(query: Prisma.Sql): T | undefined {
  const found = reader(query.sql);
  const values = found.statement.get(...query.values.map(bindValue)) as unknown[] | undefined;
  return values?.[0] as T | undefined;
}

/**
 * A page's size as SQL text rather than a bound value. SQLite plans an ORDER BY with a constant
 * LIMIT to stop sorting once the page is full; with a bound one it sorts every match first (an
 * events page: 66 µs against 106, issue 17). Sizes are validated integers of a small range, so a
 * query is prepared once per size; the offset stays bound.
 */
export function limitSql(limit: number): Prisma.Sql {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) throw new RangeError(`Not a page size: ${limit}`);
  return Prisma.raw(String(limit));
}

/** How many statements are prepared (for tests: the same SQL text is prepared once). */
export function preparedStatementCount(): number {
  return readers.size;
}

/** A JSON text column (json_object / json_group_array) as its value; null stays null. */
export function parseJson<T>(text: unknown): T {
  return (text === null || text === undefined ? null : JSON.parse(text as string)) as T;
}
