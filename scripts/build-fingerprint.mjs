// Whether a production build is current: a hash of everything `next build` reads (the sources,
// the messages, the schema, the lock file, the NEXT_PUBLIC_ variables it inlines), stamped into the
// build's folder when it is made. Shared by `npm start` (.next) and `npm run bench` (.next-bench).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "seed", // the sign-up routes copy the demo data from seed/demo
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

const STAMP = "hostdeck-source-fingerprint";

export function sourceFingerprint(root) {
  const hash = createHash("sha256");
  const visit = (entry) => {
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
  // Public variables are inlined into the client bundle at build time.
  for (const [key, value] of Object.entries(process.env).sort())
    if (key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}\0`);
  return hash.digest("hex");
}

/** Whether `distDir` holds a build stamped with `fingerprint`. */
export function isBuildCurrent(distDir, fingerprint) {
  const stampFile = path.join(distDir, STAMP);
  return (
    fs.existsSync(path.join(distDir, "BUILD_ID")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === fingerprint
  );
}

/** Marks the build in `distDir` as made from the sources of `fingerprint`. */
export function stampBuild(distDir, fingerprint) {
  fs.writeFileSync(path.join(distDir, STAMP), fingerprint);
}
