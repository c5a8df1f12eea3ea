import { PrismaClient } from "@/lib/generated/prisma/client";
import { resolveDatabaseUrl } from "@/lib/database-url";
import { busyPolicy, runInTransactionScope } from "@/lib/db-busy";
import { ImmediateTransactionsSQLite } from "@/lib/sqlite-adapter";

/**
 * How long `db.$transaction(fn)` may wait for its turn before Prisma gives up (its default is 2 s).
 * Write transactions of a process take turns (lib/db-busy.ts), so under a burst a transaction
 * queues behind the others of its process, and then retries a busy `BEGIN IMMEDIATE` for up to
 * about 2 s more; either way the event loop is free while it waits.
 */
const TRANSACTION_MAX_WAIT_MS = 15_000;

/**
 * A Prisma client on the SQLite file of `DATABASE_URL`. The app uses the singleton in
 * `lib/db.ts`; command-line tools and the seed make their own with this. Transactions begin
 * IMMEDIATE and a busy database is retried with backoff (lib/sqlite-adapter.ts, lib/db-busy.ts).
 */
export function createPrismaClient(url = resolveDatabaseUrl()) {
  // SQLite's own wait for the lock in one try: short, since it blocks the event loop.
  const adapter = new ImmediateTransactionsSQLite({ url, timeout: busyPolicy().busyTimeoutMs });
  // The password hash never leaves the database unless a query asks for it by name.
  const client = new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true } },
    transactionOptions: { maxWait: TRANSACTION_MAX_WAIT_MS },
  });
  markTransactionCallbacks(client);
  return client;
}

/**
 * Runs every `$transaction(fn)`'s `fn` in the transaction scope of lib/db-busy.ts, so a statement
 * of `db` (not `tx`) issued from inside it joins the open transaction instead of waiting for its
 * end (which would never come). The property is replaced on the instance: a client extension
 * (`$extends`) would change the client's type that `Db` and `Tx` name everywhere.
 */
function markTransactionCallbacks<Client extends { $transaction: unknown }>(client: Client) {
  type Transaction = (input: unknown, options?: unknown) => Promise<unknown>;
  const transaction = (client.$transaction as Transaction).bind(client);
  const marked: Transaction = (input, options) =>
    typeof input === "function"
      ? transaction((tx: unknown) => runInTransactionScope(async () => input(tx)), options)
      : transaction(input, options);
  client.$transaction = marked as Client["$transaction"];
}

export type Db = ReturnType<typeof createPrismaClient>;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
