import "server-only";
import { createPrismaClient, type Db } from "@/lib/prisma-client";

export type { Db, Tx } from "@/lib/prisma-client";

// One client per process; in development the module is re-evaluated on every change, so the
// instance lives on globalThis.
const globalForDb = globalThis as unknown as { hostdeckDb?: Db };
export const db: Db = globalForDb.hostdeckDb ?? createPrismaClient();
if (process.env.NODE_ENV !== "production") globalForDb.hostdeckDb = db;
