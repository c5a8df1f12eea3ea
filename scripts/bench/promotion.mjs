// `node scripts/bench/promotion.mjs`: how much of each request outlives it on this Node.js, on a
// plain node:http server without Next (README, "The benchmark": what held the p99 on Node 20).
// Each case serves one connection's requests one after the other for a few seconds, doing per
// request one thing Next 16 does per request, and prints the bytes V8 moved to its old generation
// per request and the full collections that followed. Memory that leaves the young generation
// is reclaimed only by a mark-compact, whose concurrent marking stops a two-core machine for
// ≈ 100 ms. In the bench's server several such objects hold each request, so removing one changes
// little (README). Run it with each Node.js to compare: a row that prints ≈ 0 is that cause gone.
import { spawn } from "node:child_process";
import http from "node:http";
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { fileURLToPath } from "node:url";

const CASES = {
  "nothing (the baseline)": () => {},
  "an AbortController and its signal": () => new AbortController().signal,
  "AsyncLocalStorage.snapshot()": () => AsyncLocalStorage.snapshot(),
  // What snapshot() does, less the deprecated `asyncResource` accessors AsyncResource#bind puts on
  // each bound function: deprecate() sets the prototype of each to a new function (a fresh map).
  "the same snapshot, without bind's accessors": () => {
    const resource = new AsyncResource("AsyncLocalStorageSnapshot");
    return (callback, ...args) => resource.runInAsyncScope(callback, null, ...args);
  },
  "a Request with a signal": (request) =>
    new Request(`http://localhost${request.url}`, { signal: new AbortController().signal }),
  // Four AbortControllers per request, counted in the bench's server; the Request makes one of its own.
  "Next's count of each: 4 signals, 1 snapshot, 1 Request": (request) => {
    for (let signal = 0; signal < 2; signal++) void new AbortController().signal;
    AsyncLocalStorage.snapshot();
    return new Request(`http://localhost${request.url}`, { signal: new AbortController().signal });
  },
};
const SECONDS = Number(process.env.SECONDS ?? 4);

/** The child: a server doing one case's work per request, with V8's GC trace on stdout. */
function serve(name) {
  const work = CASES[name];
  const storage = new AsyncLocalStorage();
  // As in Next, the request's store reaches the request and what was made for it (here ≈ 10 KB).
  const server = http.createServer((request, response) =>
    storage.run({ request, made: Array.from({ length: 200 }, (_, row) => ({ row, text: `row ${row}` })) }, () => {
      work(request);
      response.end(JSON.stringify(Array.from({ length: 100 }, (_, row) => ({ row }))));
    }),
  );
  server.listen(0, "127.0.0.1", () => process.send(server.address().port));
}

/** Requests one after the other on one kept-alive connection for `seconds`; answers how many. */
async function load(port, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < until) {
    await new Promise((resolve, reject) =>
      http
        .get({ port, host: "127.0.0.1", path: `/api/items?n=${count}`, agent }, (answer) => {
          answer.resume();
          answer.on("end", resolve);
        })
        .on("error", reject),
    );
    count++;
  }
  agent.destroy();
  return count;
}

async function measure(name) {
  const child = spawn(process.execPath, ["--trace-gc-nvp", fileURLToPath(import.meta.url), "--serve", name], {
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  let trace = "";
  child.stdout.on("data", (chunk) => (trace += chunk));
  const port = await new Promise((resolve) => child.once("message", resolve));
  await load(port, 1); // warm-up: code compiled, heap at its working size
  const before = trace.length;
  const requests = await load(port, SECONDS);
  child.kill();
  await new Promise((resolve) => child.once("exit", resolve));
  const measured = trace.slice(before).split("\n");
  const promoted = measured.reduce((sum, line) => sum + Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0), 0);
  const fullCollections = measured.filter((line) => line.includes(" gc=mc ")).length;
  const perRequest = (promoted / requests / 1024).toFixed(2).padStart(6);
  console.log(`${name.padEnd(54)} ${perRequest} KB per request promoted, ${fullCollections} full collections`);
}

if (process.argv[2] === "--serve") serve(process.argv[3]);
else {
  console.log(`Node.js ${process.version}, ${SECONDS} s of requests one after the other per case:`);
  for (const name of Object.keys(CASES)) await measure(name);
}
