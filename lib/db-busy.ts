import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What this process does when the SQLite file is busy — another connection (usually another
 * server process) holds the write lock. SQLite lets one writer in at a time; a connection that
 * wants to write waits in SQLite's busy handler for up to its `busy_timeout`, and that wait is
 * synchronous: better-sqlite3 runs on the event loop, so a long timeout (it was 10 s) freezes the
 * whole process. Instead each try waits only briefly (`DB_BUSY_TIMEOUT_MS`) and a busy try is
 * repeated after an asynchronous, jittered backoff, a bounded number of times (`DB_BUSY_RETRIES`),
 * with the event loop free in between. When every try found the database busy the caller gets
 * `DatabaseBusyError`, which the API answers 503 with `Retry-After` (lib/api/route.ts), never 500.
 *
 * Retried are only tries that did nothing: a statement outside a transaction (SQLite rolls a
 * failed statement back) and the `BEGIN IMMEDIATE` (or `COMMIT`) of a transaction. Statements
 * inside a transaction that began IMMEDIATE hold the write lock already and are never busy.
 *
 * No `server-only` import: the seed and the command-line tools open the database through it too.
 */

/** A whole number ≥ 0 from the environment, else the default. */
function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export type BusyPolicy = {
  /** How long SQLite itself waits for the lock in one try (its `busy_timeout`), in ms: the longest the event loop freezes. */
  busyTimeoutMs: number;
  /** How many times a busy try is repeated before `DatabaseBusyError`. */
  retries: number;
  /** The first backoff, in ms; it doubles each time up to `maxDelayMs`, each drawn at random from its upper half. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** The policy from the environment: `DB_BUSY_TIMEOUT_MS` (50), `DB_BUSY_RETRIES` (10). */
export function busyPolicy(): BusyPolicy {
  return {
    busyTimeoutMs: numberFromEnv("DB_BUSY_TIMEOUT_MS", 50),
    retries: numberFromEnv("DB_BUSY_RETRIES", 10),
    baseDelayMs: 10,
    maxDelayMs: 200,
  };
}

/** The backoff before repeat number `attempt` (0-based): exponential, capped, with jitter so processes do not retry in step. */
export function busyBackoffMs(attempt: number, policy: BusyPolicy = busyPolicy()): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Every try found the database busy: answered 503 with `Retry-After`. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(readonly tries: number) {
    super(`The database stayed busy through ${tries} tries.`);
    this.name = "DatabaseBusyError";
  }
}

function sqliteCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: { originalCode?: unknown } };
  // better-sqlite3's SqliteError (extended codes: SQLITE_BUSY_SNAPSHOT, …); the Prisma adapter's
  // DriverAdapterError keeps it as `cause.originalCode`.
  if (typeof code === "string" && code.startsWith("SQLITE_")) return code;
  if (typeof cause?.originalCode === "string") return cause.originalCode;
  return undefined;
}

/** SQLITE_BUSY or one of its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY, BUSY_TIMEOUT), from better-sqlite3 or the Prisma adapter. */
export function isSqliteBusy(error: unknown): boolean {
  return sqliteCode(error)?.startsWith("SQLITE_BUSY") ?? false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` and repeats it while it fails busy, with backoff between tries, up to the
 * policy's retries; then `DatabaseBusyError`. Any other error goes through at once. `attempt`
 * must have done nothing when it failed busy (one statement, or a `BEGIN`).
 */
export async function withBusyRetry<T>(attempt: () => T | Promise<T>, policy: BusyPolicy = busyPolicy()): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      if (tries >= policy.retries) throw new DatabaseBusyError(tries + 1);
    }
    await sleep(busyBackoffMs(tries, policy));
  }
}

/**
 * The process's queue of write transactions, shared by Prisma's connection and the stock
 * connection (lib/orders/sqlite.ts). Inside one process they would only find each other busy —
 * and the stock transaction's synchronous busy wait would freeze the very event loop the open
 * Prisma transaction needs to finish — so they take turns here, first come first served, and
 * meet SQLite's busy handler only across processes.
 */
class WriteQueue {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for this process's turn to write; call the answer to give the turn on. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    let released = false;
    return previous.then(() => () => {
      if (released) return;
      released = true;
      release();
    });
  }
}

// One queue and one scope per process, also when development reloads this module: the Prisma
// client made with the first (lib/db.ts keeps it on globalThis) must share them with the code after.
const perProcess = globalThis as unknown as {
  hostdeckWriteQueue?: WriteQueue;
  hostdeckTransactionScope?: AsyncLocalStorage<{ active: boolean }>;
};

export const writeQueue = (perProcess.hostdeckWriteQueue ??= new WriteQueue());

// Marks the code running inside `db.$transaction(fn)`'s `fn` (lib/prisma-client.ts): there this
// process already holds the write lock and the queue's turn, so waiting for either would wait
// forever. The mark ends with `fn`, also for work `fn` left running.
const transactionScope = (perProcess.hostdeckTransactionScope ??= new AsyncLocalStorage<{ active: boolean }>());

export async function runInTransactionScope<T>(fn: () => Promise<T>): Promise<T> {
  const scope = { active: true };
  try {
    return await transactionScope.run(scope, fn);
  } finally {
    scope.active = false;
  }
}

export function isInTransactionScope(): boolean {
  return transactionScope.getStore()?.active === true;
}

/**
 * Runs a synchronous `BEGIN IMMEDIATE` transaction of better-sqlite3 (`transaction(...).immediate()`)
 * in this process's turn, repeating it while the database is busy (see `withBusyRetry`): it rolled
 * back, so it did nothing. The stock transaction (placing an order, holding a paid order's tickets).
 */
export async function immediateWrite<T>(run: () => T): Promise<T> {
  if (isInTransactionScope()) return withBusyRetry(run);
  const release = await writeQueue.acquire();
  try {
    return await withBusyRetry(run);
  } finally {
    release();
  }
}
