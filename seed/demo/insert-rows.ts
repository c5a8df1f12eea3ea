import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/prisma-client";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";

// The demo apps' sample rows of a new account (sign-up copies them inside its transaction), written
// with one bound multi-row INSERT per table instead of Prisma's createMany, which costs about ten
// times as much per row through the SQLite driver adapter. Like createMany it fills the defaults
// Prisma makes itself (uuid ids, now() and @updatedAt stamps, listed below from the schema);
// columns a row leaves out get the database's own defaults.

/** Bound values per statement, under SQLite's limit of 32,766. */
const MAX_VALUES = 30_000;

type Defaults = { id?: true; now?: readonly string[] };

/** What Prisma fills in on create for the tables written here (prisma/schema/*.prisma). */
const PRISMA_DEFAULTS: Partial<Record<Prisma.ModelName, Defaults>> = {
  ChatContact: { id: true },
  ChatConversation: { id: true },
  ChatMessage: { id: true, now: ["createdAt"] },
  Contact: { id: true, now: ["createdAt", "updatedAt"] },
  ContactTag: { id: true, now: ["createdAt"] },
  FileManagerItem: { id: true, now: ["createdAt", "modifiedAt"] },
  InventoryBrand: { id: true },
  InventoryCategory: { id: true },
  InventoryProduct: { id: true, now: ["createdAt"] },
  InventoryTag: { id: true },
  InventoryVendor: { id: true },
  AcademyCourseProgress: { id: true },
  MailboxLabel: { id: true },
  MailboxMail: { id: true },
  Note: { id: true, now: ["createdAt"] },
  NoteLabel: { id: true, now: ["createdAt"] },
  ScrumboardBoard: { id: true, now: ["lastActivity"] },
  ScrumboardCard: { id: true },
  ScrumboardLabel: { id: true },
  ScrumboardList: { id: true },
  ScrumboardMember: { id: true },
  ShellNotice: { id: true, now: ["time"] },
  ShellShortcut: { id: true, now: ["createdAt"] },
  Task: { id: true },
  TaskTag: { id: true, now: ["createdAt"] },
};

/** A value as better-sqlite3 binds it, stored as Prisma stores it (dates as its text, booleans as 0/1). */
function toSqlite(value: unknown): unknown {
  if (value instanceof Date) return sqliteInstant(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/**
 * `createMany({ data })` of `table` as multi-row INSERTs inside `tx`. Rows that leave out the same
 * columns share a statement; every value is bound, and the names come from this code, never input.
 */
export async function insertRows(
  tx: Tx,
  table: Prisma.ModelName,
  { data }: { data: readonly object[] },
): Promise<void> {
  const defaults = PRISMA_DEFAULTS[table] ?? {};
  const now = sqliteInstant(new Date());
  const groups = new Map<string, { columns: string[]; rows: unknown[][] }>();
  for (const row of data) {
    const entries: [string, unknown][] = Object.entries(row).filter(([, value]) => value !== undefined);
    const has = (column: string) => entries.some(([name]) => name === column);
    if (defaults.id && !has("id")) entries.push(["id", randomUUID()]);
    for (const column of defaults.now ?? []) if (!has(column)) entries.push([column, now]);
    const columns = entries.map(([name]) => name);
    const key = columns.join("\u0000");
    const group = groups.get(key) ?? { columns, rows: [] };
    groups.set(key, group);
    group.rows.push(entries.map(([, value]) => toSqlite(value)));
  }
  for (const { columns, rows } of groups.values()) {
    const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length));
    const head = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES `;
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      await tx.$executeRawUnsafe(head + chunk.map(() => tuple).join(", "), ...chunk.flat());
    }
  }
}
