import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

type Column = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };

/** Tables, columns and indexes of a SQLite file, in a comparable shape. */
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
            .prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
            .all(name) as { sql: string }[]
        )
          .map((row) => row.sql)
          .sort(),
      },
    ]),
  );
  sqlite.close();
  return shape;
}

describe("prisma/migrations", () => {
  it("build exactly the tables of the current schema (run the migration command in the README when this fails)", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-migrations-")), "migrated.db");
    const sqlite = new Database(file);
    const dir = path.join(__dirname, "migrations");
    for (const name of fs.readdirSync(dir).sort()) {
      const migration = path.join(dir, name, "migration.sql");
      if (fs.existsSync(migration)) sqlite.exec(fs.readFileSync(migration, "utf8"));
    }
    sqlite.close();
    expect(describeDatabase(file)).toEqual(describeDatabase(process.env.HOSTDECK_TEST_DB_TEMPLATE!));
  });
});
