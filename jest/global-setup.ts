import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Builds one template database per run from the current Prisma schema; each worker copies it
 * (jest/setup-env.ts). `prisma/migrations.test.ts` checks that the committed migrations build the
 * very same tables, so the app's real upgrade path is covered too.
 */
export default async function globalSetup() {
  const root = path.join(__dirname, "..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-jest-"));
  const template = path.join(dir, "template.db");
  const sql = execFileSync(
    path.join(root, "node_modules", ".bin", "prisma"),
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", path.join(root, "prisma", "schema"), "--script"],
    { cwd: root, env: { ...process.env, DATABASE_URL: `file:${template}` }, stdio: ["ignore", "pipe", "pipe"] },
  ).toString();
  const sqlite = new Database(template);
  sqlite.exec(sql);
  sqlite.close();
  process.env.HOSTDECK_TEST_DB_TEMPLATE = template;
  process.env.HOSTDECK_TEST_DB_DIR = dir;
}
