import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "../prisma/apply-migrations";

/**
 * Builds one template database per run from the committed migrations (the app's real upgrade
 * path, with the triggers that keep EventSales); each worker copies it (jest/setup-env.ts).
 * `prisma/migrations.test.ts` checks that they build the very tables of the current Prisma schema.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-jest-"));
  const template = path.join(dir, "template.db");
  const sqlite = new Database(template);
  applyMigrations(sqlite);
  sqlite.close();
  process.env.HOSTDECK_TEST_DB_TEMPLATE = template;
  process.env.HOSTDECK_TEST_DB_DIR = dir;
}
