#!/usr/bin/env node
// The production server as one `next start` per core, sharing one port (issue 17): a Node process
// runs JavaScript on one core, so a single `next start` leaves the machine's other cores idle while
// its requests queue. Node's cluster module hands each new connection to the next process in turn.
// The processes share everything through the database — sessions, rate limits, the outbox, the
// checkout's locks, and the page cache's expired tags (lib/cache/shared-cache-handler.mjs) — so
// any of them can answer any request.
//
//   node scripts/serve.mjs [next start options]
//
// WEB_CONCURRENCY sets how many processes (default: one per core). With one, `next start` runs in
// this process. A process that crashes is started again; one that fails within its first seconds
// (a port already taken, a missing build) stops the whole server with its exit code instead of
// starting again and again. SIGINT and SIGTERM stop every process.
import cluster from "node:cluster";
import { createRequire } from "node:module";
import os from "node:os";

const require = createRequire(import.meta.url);
/** A process that exits sooner than this after it started failed to start. */
const START_UP_MS = 15_000;

/** How many server processes: WEB_CONCURRENCY when it is a whole number ≥ 1, else one per core. */
function processCount(env = process.env) {
  const wanted = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : os.availableParallelism();
}

function runNextStart() {
  const next = require.resolve("next/dist/bin/next");
  process.argv = [process.execPath, next, "start", ...process.argv.slice(2)];
  require(next);
}

function runPrimary(count) {
  console.log(`[serve] ${count} server processes on one port (WEB_CONCURRENCY sets how many).`);
  let stopping = false;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let index = 0; index < count; index++) fork();

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const stoppedOnPurpose = stopping || code === 0 || signal === "SIGTERM" || signal === "SIGINT";
    if (!stoppedOnPurpose && lived < START_UP_MS) {
      console.error(`[serve] A server process failed to start (code ${code}, signal ${signal}); stopping.`);
      stop("SIGTERM", code || 1);
      return;
    }
    if (!stoppedOnPurpose) {
      console.error(`[serve] A server process ended (code ${code}, signal ${signal}); starting another.`);
      fork();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping ? exitCode : (code ?? 0));
  });

  let exitCode = 0;
  function stop(signal, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker?.process.kill(signal);
    // A process that does not finish its requests in time is not waited for.
    setTimeout(() => process.exit(code), 10_000).unref();
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
}

const count = processCount();
if (count === 1 || cluster.isWorker) runNextStart();
else runPrimary(count);
