import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";

/**
 * Runs every committed migration (prisma/migrations/<name>/migration.sql, in name order) on a
 * SQLite connection: the database `prisma migrate deploy` makes, triggers included, without
 * starting Prisma's engine. Tests and benchmarks build their databases with it.
 */
export function applyMigrations(sqlite: Database.Database, root = path.join(__dirname, "..")): void {
  const dir = path.join(root, "prisma", "migrations");
  for (const name of fs.readdirSync(dir).sort()) {
    const migration = path.join(dir, name, "migration.sql");
    if (fs.existsSync(migration)) sqlite.exec(fs.readFileSync(migration, "utf8"));
  }
}
