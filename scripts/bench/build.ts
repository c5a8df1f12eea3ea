// The benchmark's own production build (`HOSTDECK_BENCH_BUILD=1`, into .next-bench; see
// next.config.ts): made only when there is none for the current sources, like `npm start` does
// for the normal build (both through scripts/build-fingerprint.mjs), so the normal build
// is never touched and a rerun with unchanged sources starts at once.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { isBuildCurrent, sourceFingerprint, stampBuild } from "../build-fingerprint.mjs";

export const BENCH_DIST_DIR = ".next-bench";

/** The environment every bench build and bench server runs with: the floor route exists, the output goes to .next-bench. */
export const BENCH_BUILD_ENV = { HOSTDECK_BENCH_BUILD: "1", NEXT_TELEMETRY_DISABLED: "1" } as const;

/**
 * Builds into .next-bench unless its stamp matches the sources. `databaseUrl` is a scratch file:
 * the build loads modules that open the database. Answers the seconds spent (0 when current).
 */
export function ensureBenchBuild(root: string, databaseUrl: string): number {
  const distDir = path.join(root, BENCH_DIST_DIR);
  const fingerprint = sourceFingerprint(root);
  if (isBuildCurrent(distDir, fingerprint)) {
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
  stampBuild(distDir, fingerprint);
  return (performance.now() - started) / 1000;
}
