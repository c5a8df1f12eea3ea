// The benchmark's own production build (`HOSTDECK_BENCH_BUILD=1`, into .next-bench; see
// next.config.ts): made only when there is none for the current sources, like `npm start` does
// for the normal build (scripts/start.mjs, whose list of inputs this mirrors), so the normal build
// is never touched and a rerun with unchanged sources starts at once.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const BENCH_DIST_DIR = ".next-bench";

/** The environment every bench build and bench server runs with: the floor route exists, the output goes to .next-bench. */
export const BENCH_BUILD_ENV = { HOSTDECK_BENCH_BUILD: "1", NEXT_TELEMETRY_DISABLED: "1" } as const;

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "i18n",
  "messages",
  "public",
  "types",
  "proxy.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema",
];

export function sourceFingerprint(root: string): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      if (entry === path.join("lib", "generated")) return; // derived from prisma/schema
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(entry).update("\0").update(fs.readFileSync(full)).update("\0");
    }
  };
  BUILD_INPUTS.forEach(visit);
  for (const [key, value] of Object.entries(process.env).sort())
    if (key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}\0`);
  return hash.digest("hex");
}

/**
 * Builds into .next-bench unless its stamp matches the sources. `databaseUrl` is a scratch file:
 * the build loads modules that open the database. Answers the seconds spent (0 when current).
 */
export function ensureBenchBuild(root: string, databaseUrl: string): number {
  const stampFile = path.join(root, BENCH_DIST_DIR, "hostdeck-source-fingerprint");
  const fingerprint = sourceFingerprint(root);
  const isCurrent =
    fs.existsSync(path.join(root, BENCH_DIST_DIR, "BUILD_ID")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === fingerprint;
  if (isCurrent) {
    console.log(`[bench] The bench build (${BENCH_DIST_DIR}) is current.`);
    return 0;
  }
  console.log(`[bench] Building into ${BENCH_DIST_DIR} (a few minutes)...`);
  const started = performance.now();
  const result = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...BENCH_BUILD_ENV, NODE_ENV: "production", DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal}).`);
  fs.writeFileSync(stampFile, fingerprint);
  return (performance.now() - started) / 1000;
}
