import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { resolveDatabaseUrl } from "./lib/database-url";

// The schema's `env("DATABASE_URL")` must resolve even when nothing set it (postinstall, CI).
process.env.DATABASE_URL = resolveDatabaseUrl();

// Prisma 6.19 with the wasm schema engine and the better-sqlite3 driver adapter: no native
// engine downloads (see ../shared/docs/STACK.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
  async adapter() {
    return new PrismaBetterSQLite3({ url: resolveDatabaseUrl() });
  },
});
