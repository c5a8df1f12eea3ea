// A small server under scripts/serve/supervise.mjs, for its test: each process answers its pid on
// PORT. WORKERS, START_UP_MS and FAIL_AT_START (a worker that exits with code 3 at once) come from
// the environment.
import cluster from "node:cluster";
import http from "node:http";
import { supervise } from "../../scripts/serve/supervise.mjs";

if (cluster.isPrimary) {
  supervise({ count: Number(process.env.WORKERS), startUpMs: Number(process.env.START_UP_MS), log: console.log });
} else if (process.env.FAIL_AT_START === "1") {
  process.exit(3);
} else {
  http
    .createServer((_request, response) => response.end(String(process.pid)))
    .listen(Number(process.env.PORT), "127.0.0.1");
}
