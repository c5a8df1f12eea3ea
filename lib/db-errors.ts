import { Prisma } from "@/lib/generated/prisma/client";
import { DatabaseBusyError, isSqliteBusy } from "@/lib/db-busy";

/**
 * A unique-index violation (Prisma's P2002), optionally on an insert into or update of `model`.
 * The SQLite driver adapter names the model (`meta.modelName`) but not the index (no `meta.target`),
 * so a caller that must tell its own index from another's can narrow it down to the model only.
 */
export function isUniqueViolation(error: unknown, model?: Prisma.ModelName): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    (model === undefined || error.meta?.modelName === model)
  );
}

/**
 * The database was too busy to do the work (lib/db-busy.ts): every retry found another writer
 * holding SQLite's lock (`DatabaseBusyError`), a busy error that was not retried, or a transaction
 * that could not even start within its `maxWait` (Prisma's P2028). Answered 503, never 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError || isSqliteBusy(error)) return true;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (isSqliteBusy(error.meta?.driverAdapterError)) return true;
  return error.code === "P2028" && /unable to start a transaction/i.test(error.message);
}
