#!/usr/bin/env node
// `npm test`, what CI runs: every check of the project, arranged for a two-core machine.
//
// 1. Three lanes at once: on one side the type check, then the two production builds (the
//    browser tests' server, prepared by `start.mjs --prepare` with the very environment Playwright
//    will start it with, and the benchmark's); beside them ESLint/Prettier/Redocly, and Jest. The
//    builds skip Next's own type check (HOSTDECK_TYPES_CHECKED), which the first lane did already.
//    The builds wait for the type check because `next build` rewrites the route types that `tsc`
//    reads. Jest gets two workers (its default here is one) to use the whole machine once the builds
//    are done. Each lane's output is kept and printed whole when it ends (and written to
//    node_modules/.cache/hostdeck/test/<lane>.log as it comes), so the log reads in order.
// 2. Then one at a time, each needing the machine to itself: the browser tests, the bundle
//    budgets, the quick benchmark.
// The first failure stops the run: its lane's output is printed and the other lanes are ended.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2eServerEnv } from "./e2e-server-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const logDir = path.join(root, "node_modules", ".cache", "hostdeck", "test");
fs.mkdirSync(logDir, { recursive: true });

const serverEnv = e2eServerEnv(); // also fixes E2E_PORT/… in this process, for Playwright below
const builtEnv = { HOSTDECK_TYPES_CHECKED: "1" };

/** @typedef {{ label: string, command: string, args: string[], env?: Record<string, string> }} Step */
/** @type {{ name: string, steps: Step[] }[]} */
const LANES = [
  {
    name: "types-and-builds",
    steps: [
      { label: "typecheck", command: "npm", args: ["run", "typecheck"] },
      {
        label: "the browser tests' server: migrate, seed, build",
        command: "node",
        args: ["scripts/start.mjs", "--prepare"],
        env: { ...serverEnv, ...builtEnv },
      },
      { label: "the bench build", command: "npm", args: ["run", "bench", "--", "--build-only"], env: builtEnv },
    ],
  },
  { name: "lint", steps: [{ label: "lint", command: "npm", args: ["run", "lint"] }] },
  {
    name: "unit",
    steps: [{ label: "unit tests", command: "npm", args: ["run", "test:unit", "--", "--maxWorkers=2"] }],
  },
];

const AFTER = [
  { label: "browser tests", command: "npm", args: ["run", "test:e2e"] },
  { label: "bundle budgets", command: "npm", args: ["run", "test:bundles"] },
  { label: "quick benchmark", command: "npm", args: ["run", "test:bench"] },
];

const running = new Set();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step; its output goes to `sink` (a function) — or straight through when there is none. */
function runStep(step, sink) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: sink ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true, // its own process group, so that ending it ends what it started
    });
    running.add(child);
    child.stdout?.on("data", sink);
    child.stderr?.on("data", sink);
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function endAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    endAll();
    process.exit(1);
  });
}

async function runLane(lane) {
  const started = performance.now();
  const file = path.join(logDir, `${lane.name}.log`);
  const log = fs.openSync(file, "w");
  const chunks = [];
  const sink = (chunk) => {
    chunks.push(chunk);
    fs.writeSync(log, chunk);
  };
  let failed;
  for (const step of lane.steps) {
    sink(Buffer.from(`\n[test] ${step.label}\n`));
    const stepStarted = performance.now();
    const code = await runStep(step, sink);
    sink(
      Buffer.from(
        `[test] ${step.label}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(stepStarted)}\n`,
      ),
    );
    if (code !== 0) {
      failed = step.label;
      break;
    }
  }
  fs.closeSync(log);
  return { lane, failed, output: Buffer.concat(chunks).toString(), took: seconds(started) };
}

async function main() {
  const started = performance.now();
  console.log(`[test] ${LANES.map((lane) => lane.name).join(", ")} at once (logs in ${path.relative(root, logDir)})`);
  const lanes = LANES.map((lane) =>
    runLane(lane).then((result) => {
      process.stdout.write(`\n===== ${lane.name} (${result.took}) =====\n${result.output}`);
      if (result.failed) {
        console.error(`\n[test] ${result.failed} failed; ending the other lanes.`);
        endAll();
        process.exit(1);
      }
    }),
  );
  await Promise.all(lanes);
  console.log(`\n[test] Lanes done in ${seconds(started)}.`);
  for (const step of AFTER) {
    console.log(`\n===== ${step.label} =====`);
    const stepStarted = performance.now();
    const code = await runStep(step);
    console.log(`[test] ${step.label}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(stepStarted)}`);
    if (code !== 0) process.exit(code);
  }
  console.log(`\n[test] Everything passed in ${seconds(started)}.`);
}

await main();
