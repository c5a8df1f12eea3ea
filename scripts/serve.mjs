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
// WEB_CONCURRENCY sets how many processes (default: one per core, up to four); with one, `next
// start` runs in this process. What the primary does with its processes (start again after a
// crash, stop on a failed start, pass signals on) is scripts/serve/supervise.mjs.
import cluster from "node:cluster";
import { createRequire } from "node:module";
import os from "node:os";
import { supervise } from "./serve/supervise.mjs";

const require = createRequire(import.meta.url);

/**
 * Without WEB_CONCURRENCY, at most this many: each process holds about 450 MB under load, and with
 * SQLite's single writer more processes add memory rather than throughput.
 */
const DEFAULT_MAX_PROCESSES = 4;

/** How many server processes: WEB_CONCURRENCY when it is a whole number ≥ 1, else one per core (up to four). */
function processCount() {
  const wanted = Number(process.env.WEB_CONCURRENCY);
  if (Number.isInteger(wanted) && wanted >= 1) return wanted;
  return Math.min(os.availableParallelism(), DEFAULT_MAX_PROCESSES);
}

const count = processCount();
if (count === 1 || cluster.isWorker) {
  const next = require.resolve("next/dist/bin/next");
  process.argv = [process.execPath, next, "start", ...process.argv.slice(2)];
  require(next);
} else {
  console.log(`[serve] ${count} server processes on one port (WEB_CONCURRENCY sets how many).`);
  supervise({ count });
}
