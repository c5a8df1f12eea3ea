// Reads a production build's first-load JavaScript per route, and — on request — which modules it
// is made of. Pure functions over the files `next build` and `next analyze` write; check.mjs runs them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The build's own list of each route's first-load chunks (what `next build` prints as First Load JS). */
export function readRouteChunks(distDir) {
  const file = path.join(distDir, "diagnostics", "route-bundle-stats.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
  const stats = JSON.parse(fs.readFileSync(file, "utf8"));
  return new Map(stats.map((entry) => [entry.route, entry.firstLoadChunkPaths]));
}

/**
 * A route's first-load JavaScript as the browser receives it compressed: each chunk gzipped on its
 * own (as a server sends it), level 9. Answers bytes, and the chunks largest first.
 */
export function firstLoadSize(chunkPaths, projectDir, gzipCache = new Map()) {
  const chunks = chunkPaths.map((chunkPath) => {
    if (!gzipCache.has(chunkPath)) {
      const source = fs.readFileSync(path.join(projectDir, chunkPath));
      gzipCache.set(chunkPath, zlib.gzipSync(source, { level: 9 }).length);
    }
    return { file: path.basename(chunkPath), bytes: gzipCache.get(chunkPath) };
  });
  chunks.sort((a, b) => b.bytes - a.bytes);
  return { bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0), chunks };
}

/** The package a module belongs to ("@mui/material", "react-dom"), or "app" for the project's own code. */
export function packageOf(modulePath) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  return match ? match[1] : "app";
}

/**
 * The modules of a route's first load, from `next analyze`'s graph (JSON Lines of
 * `next analyze export --route`): the browser chunks of the groups loaded with the page
 * (bootstrap and render-dependent; not those loaded on demand), each module with its own
 * compressed size. Answers the modules and the packages, largest first.
 */
export function firstLoadModules(graphLines) {
  const records = graphLines.filter(Boolean).map((line) => JSON.parse(line));
  const firstLoadFiles = new Set(
    records
      .filter((record) => record.type === "group" && record.kind !== "async")
      .flatMap((group) => group.outputs.filter((output) => output.startsWith("[client-fs]"))),
  );
  const modules = new Map();
  for (const part of records) {
    if (part.type !== "part" || !firstLoadFiles.has(part.filename)) continue;
    const name = part.source_path.replace(/^\[project\]\//, "");
    modules.set(name, (modules.get(name) ?? 0) + part.compressed_size);
  }
  const packages = new Map();
  for (const [name, bytes] of modules) packages.set(packageOf(name), (packages.get(packageOf(name)) ?? 0) + bytes);
  const largestFirst = (map) => [...map].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { modules: largestFirst(modules), packages: largestFirst(packages) };
}

/**
 * Runs `next analyze` (a compile of its own, minutes on two cores; no build is written) unless its
 * output is newer than the build, then exports one route's graph.
 */
export function analyzeRoute(projectDir, distDir, route) {
  const analysis = path.join(distDir, "diagnostics", "analyze");
  const buildId = path.join(distDir, "BUILD_ID");
  const stale = !fs.existsSync(analysis) || fs.statSync(analysis).mtimeMs < fs.statSync(buildId).mtimeMs;
  const next = path.join(projectDir, "node_modules", ".bin", "next");
  if (stale) {
    const run = spawnSync(next, ["analyze", "--output", "--experimental-app-only"], {
      cwd: projectDir,
      stdio: "inherit",
    });
    if (run.status !== 0) throw new Error("next analyze failed.");
  }
  const exported = spawnSync(next, ["analyze", "export", "--route", route], {
    cwd: projectDir,
    maxBuffer: 512 * 1024 * 1024,
    encoding: "utf8",
  });
  if (exported.status !== 0) throw new Error(`next analyze export --route ${route} failed: ${exported.stderr}`);
  return exported.stdout.split("\n");
}
