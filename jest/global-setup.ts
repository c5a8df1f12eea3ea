import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Builds one migrated template database per run from the committed migrations (the same SQL
 * `prisma migrate deploy` applies); each worker copies it (jest/setup-env.ts).
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-jest-"));
  const template = path.join(dir, "template.db");
  const sqlite = new Database(template);
  const migrationsDir = path.join(__dirname, "..", "prisma", "migrations");
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    const file = path.join(migrationsDir, name, "migration.sql");
    if (fs.existsSync(file)) sqlite.exec(fs.readFileSync(file, "utf8"));
  }
  sqlite.close();
  process.env.HOSTDECK_TEST_DB_TEMPLATE = template;
  process.env.HOSTDECK_TEST_DB_DIR = dir;
}
