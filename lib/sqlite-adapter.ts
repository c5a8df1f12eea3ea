import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { isInTransactionScope, withBusyRetry, writeQueue } from "@/lib/db-busy";

type SqlDriverAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter["startTransaction"]>>;
type SqlQuery = Parameters<SqlDriverAdapter["queryRaw"]>[0];
type IsolationLevel = Parameters<SqlDriverAdapter["startTransaction"]>[0];

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
/** A statement that cannot write (a `WITH` may end in an INSERT, so it counts as a write). */
const READ_ONLY = /^\s*SELECT\b/i;

function isNoTransactionActive(error: unknown): boolean {
  const { message, cause } = error as { message?: string; cause?: { originalMessage?: string } };
  return /no transaction is active/.test(`${message} ${cause?.originalMessage}`);
}

/**
 * Prisma's better-sqlite3 adapter, with three things changed (lib/db-busy.ts has the why):
 *
 * 1. Transactions begin `IMMEDIATE`. The stock adapter sends a plain (deferred) `BEGIN` and has no
 *    option for another: such a transaction reads first and takes the write lock only at its first
 *    write — and in WAL mode that upgrade fails at once with SQLITE_BUSY (or SQLITE_BUSY_SNAPSHOT when
 *    another process committed meanwhile), without SQLite's busy handler ever waiting, so Prisma
 *    answered 500. `BEGIN IMMEDIATE` takes the lock first; a busy `BEGIN IMMEDIATE` did nothing and
 *    is retried with backoff, and no statement after it can be busy. SQLite has no PRAGMA that makes
 *    plain `BEGIN` immediate, and the adapter's classes are not exported to subclass, so this wraps
 *    the adapter and runs the transaction's own statements through its public `executeRaw`.
 * 2. A statement outside a transaction that finds the database busy is retried the same way.
 * 3. The connection is shared by every request of the process, so while a transaction is open a
 *    write of another request would run inside it (and vanish with its rollback, after its request
 *    was answered). Such writes wait until the transaction ends — except those issued from inside
 *    `db.$transaction(fn)`'s `fn` itself, which join it as before rather than wait forever. Reads
 *    (`SELECT`) go on as before, so a long transaction (an account's sample data at sign-up) does
 *    not hold up every page of the process.
 *    COMMIT and ROLLBACK are the transaction's own (`usePhantomQuery`), so a failed COMMIT is rolled
 *    back and the connection never stays inside a half-closed transaction.
 */
class ImmediateTransactionsAdapter implements SqlDriverAdapter {
  readonly provider: SqlDriverAdapter["provider"];
  readonly adapterName: string;
  readonly getConnectionInfo: SqlDriverAdapter["getConnectionInfo"];
  /** Settles when the open transaction ends; undefined while none is open. */
  #openTransaction: Promise<void> | undefined;

  constructor(private readonly connection: SqlDriverAdapter) {
    this.provider = connection.provider;
    this.adapterName = connection.adapterName;
    this.getConnectionInfo = connection.getConnectionInfo?.bind(connection);
  }

  queryRaw(query: SqlQuery) {
    return this.#outsideTransaction(query, () => this.connection.queryRaw(query));
  }

  executeRaw(query: SqlQuery) {
    return this.#outsideTransaction(query, () => this.connection.executeRaw(query));
  }

  executeScript(script: string) {
    return this.connection.executeScript(script);
  }

  dispose() {
    return this.connection.dispose();
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    // SQLite transactions are serializable; the stock adapter refuses the others the same way.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") return this.connection.startTransaction(isolationLevel);
    const release = await writeQueue.acquire();
    let close: () => void;
    try {
      close = await withBusyRetry(() => this.#begin());
    } catch (error) {
      release();
      throw error;
    }
    return new ImmediateTransaction(this.connection, () => {
      close();
      release();
    });
  }

  /**
   * `BEGIN IMMEDIATE`, with the connection marked as inside a transaction from before the statement
   * runs (better-sqlite3 runs it within the call) until the answer's `close()` — or at once when it fails.
   */
  async #begin(): Promise<() => void> {
    let ended!: () => void;
    const open = new Promise<void>((resolve) => (ended = resolve));
    this.#openTransaction = open;
    const close = () => {
      if (this.#openTransaction === open) this.#openTransaction = undefined;
      ended();
    };
    try {
      await this.connection.executeRaw(statement("BEGIN IMMEDIATE"));
      return close;
    } catch (error) {
      close();
      throw error;
    }
  }

  /** A statement of its own, retried while busy; a write waits for the open transaction (if it is not the caller's). */
  #outsideTransaction<T>(query: SqlQuery, run: () => Promise<T>): Promise<T> {
    const waits = !READ_ONLY.test(query.sql);
    return withBusyRetry(async () => {
      if (waits && !isInTransactionScope()) while (this.#openTransaction) await this.#openTransaction;
      return run();
    });
  }
}

class ImmediateTransaction implements Transaction {
  readonly options = { usePhantomQuery: true };
  readonly provider: Transaction["provider"];
  readonly adapterName: string;
  #closed = false;

  constructor(
    private readonly connection: SqlDriverAdapter,
    private readonly onClose: () => void,
  ) {
    this.provider = connection.provider;
    this.adapterName = connection.adapterName;
  }

  queryRaw(query: SqlQuery) {
    return this.connection.queryRaw(query);
  }

  executeRaw(query: SqlQuery) {
    return this.connection.executeRaw(query);
  }

  async commit(): Promise<void> {
    try {
      // In WAL mode COMMIT holds the lock already; with a rollback journal it may wait for readers.
      await withBusyRetry(() => this.connection.executeRaw(statement("COMMIT")));
    } catch (error) {
      await this.connection.executeRaw(statement("ROLLBACK")).catch(() => undefined);
      throw error;
    } finally {
      this.#close();
    }
  }

  async rollback(): Promise<void> {
    try {
      await this.connection.executeRaw(statement("ROLLBACK"));
    } catch (error) {
      // SQLite may have rolled back by itself already (e.g. after SQLITE_FULL or an I/O error).
      if (!isNoTransactionActive(error)) throw error;
    } finally {
      this.#close();
    }
  }

  #close() {
    if (this.#closed) return;
    this.#closed = true;
    this.onClose();
  }
}

/** Prisma's better-sqlite3 adapter factory, making connections as described above. */
export class ImmediateTransactionsSQLite {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #factory: PrismaBetterSQLite3;

  constructor(...options: ConstructorParameters<typeof PrismaBetterSQLite3>) {
    this.#factory = new PrismaBetterSQLite3(...options);
    this.adapterName = this.#factory.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return new ImmediateTransactionsAdapter(await this.#factory.connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return new ImmediateTransactionsAdapter(await this.#factory.connectToShadowDb());
  }
}
