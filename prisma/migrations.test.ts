import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

type Column = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };

/** Indexes the migrations write by hand because Prisma's schema cannot say them (a collation). */
const HAND_WRITTEN_INDEXES = ["Attendee_eventId_listed_name_nocase_idx"];

/** Tables, columns and indexes (but the hand-written ones) of a SQLite file, in a comparable shape. */
function describeDatabase(file: string) {
  const sqlite = new Database(file, { readonly: true });
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations' ORDER BY name",
    )
    .all() as { name: string }[];
  const shape = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      {
        columns: (sqlite.prepare(`PRAGMA table_info("${name}")`).all() as Column[])
          .map((c) => `${c.name} ${c.type} ${c.notnull} ${c.dflt_value} ${c.pk}`)
          .sort(),
        indexes: (
          sqlite
            .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
            .all(name) as { name: string; sql: string }[]
        )
          .filter((index) => !HAND_WRITTEN_INDEXES.includes(index.name))
          .map((row) => row.sql)
          .sort(),
      },
    ]),
  );
  sqlite.close();
  return shape;
}

/** A database made straight from the Prisma schema (what `prisma migrate diff --from-empty` writes). */
function schemaDatabase(): string {
  const root = path.join(__dirname, "..");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-schema-")), "schema.db");
  const sql = execFileSync(
    path.join(root, "node_modules", ".bin", "prisma"),
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", path.join(root, "prisma", "schema"), "--script"],
    { cwd: root, env: { ...process.env, DATABASE_URL: `file:${file}` }, stdio: ["ignore", "pipe", "pipe"] },
  ).toString();
  const sqlite = new Database(file);
  sqlite.exec(sql);
  sqlite.close();
  return file;
}

describe("prisma/migrations", () => {
  // The test template is built from the migrations (jest/global-setup.ts).
  it("build exactly the tables of the current schema (run the migration command in the README when this fails)", () => {
    expect(describeDatabase(process.env.HOSTDECK_TEST_DB_TEMPLATE!)).toEqual(describeDatabase(schemaDatabase()));
  }, 30_000);

  it("create the triggers that keep the counts Prisma's schema cannot say, and the hand-written indexes", () => {
    const sqlite = new Database(process.env.HOSTDECK_TEST_DB_TEMPLATE!, { readonly: true });
    const triggers = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all();
    const indexes = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").all();
    sqlite.close();
    expect(indexes.map((row) => (row as { name: string }).name)).toEqual(expect.arrayContaining(HAND_WRITTEN_INDEXES));
    expect(triggers.map((row) => (row as { name: string }).name)).toEqual([
      "Attendee_attendance_delete",
      "Attendee_attendance_update",
      "Attendee_listing_insert",
      "Attendee_listing_update",
      "MailboxMail_folderTotal_delete",
      "MailboxMail_folderTotal_insert",
      "MailboxMail_folderTotal_update",
      "OrderItem_ticketCount_delete",
      "OrderItem_ticketCount_insert",
      "OrderItem_ticketCount_update",
      "Order_attendeeListing_update",
      "Order_listing_insert",
      "Order_listing_update",
      "Order_sales_delete",
      "Order_sales_insert",
      "Order_sales_update",
      "PromoCode_orderListing_update",
      "TicketType_attendeeListing_update",
    ]);
  });
});
