import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { resolveDatabaseUrl } from "@/lib/database-url";

/**
 * A Prisma client on the SQLite file of `DATABASE_URL`. The app uses the singleton in
 * `lib/db.ts`; command-line tools and the seed make their own with this.
 */
export function createPrismaClient(url = resolveDatabaseUrl()) {
  const adapter = new PrismaBetterSQLite3({
    url,
    // Wait for a writer in another process instead of failing at once with SQLITE_BUSY.
    timeout: 10_000,
  });
  // The password hash never leaves the database unless a query asks for it by name.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrismaClient>;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
