// The cluster's primary process for scripts/serve.mjs: starts `count` workers (each runs the
// file that forked them, as cluster.fork does), starts one again when it crashes, stops
// everything when one fails while starting, and passes SIGINT and SIGTERM on to every worker.
// Kept apart from serve.mjs so that its behaviour is tested with a small worker
// (scripts/serve/supervise.test.ts) rather than a whole Next server.
import cluster from "node:cluster";

/** A worker that exits sooner than this after it was started failed to start. */
export const START_UP_MS = 15_000;
/** How long stopping waits for the workers to finish their requests. */
const STOP_GRACE_MS = 10_000;

/**
 * @param {{ count: number, startUpMs?: number, log?: (line: string) => void }} options
 */
export function supervise({ count, startUpMs = START_UP_MS, log = console.error }) {
  let stopping = false;
  let exitCode = 0;
  /**
   * When each running worker (by id) was started. Kept here rather than read from cluster.workers,
   * which still lists a worker at its "exit" event when it has not disconnected yet.
   * @type {Map<number, number>}
   */
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());

  function stop(/** @type {NodeJS.Signals} */ signal, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (startedAt.size === 0) process.exit(code);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(code), STOP_GRACE_MS).unref();
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    // Stopped on purpose: by us, by an operator's signal to that process, or on its own, cleanly.
    const onPurpose = stopping || code === 0 || signal === "SIGTERM" || signal === "SIGINT";
    if (!onPurpose && lived < startUpMs) {
      log(`[serve] A server process failed to start (code ${code}, signal ${signal}); stopping.`);
      stop("SIGTERM", code || 1);
    } else if (!onPurpose) {
      log(`[serve] A server process ended (code ${code}, signal ${signal}); starting another.`);
      fork();
    } else if (startedAt.size === 0) {
      process.exit(stopping ? exitCode : 0);
    }
  });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stop(signal));
  for (let index = 0; index < count; index++) fork();
}
