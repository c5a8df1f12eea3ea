#!/usr/bin/env node
// The npm registry these machines reach does not serve other platforms' native builds
// (e.g. @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds each missing one as an entry with its
// os/cpu, which npm skips on every other platform without fetching it. Run after `npm install`.
import fs from "node:fs";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const OS = [
  "darwin",
  "win32",
  "linux",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
  "wasm32",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"];
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split(/[-/]/);
    const os = OS.find((value) => parts.includes(value) || (value === "win32" && parts.includes("win32")));
    const cpu = CPU.find((value) => parts.includes(value) || (value === "arm" && parts.includes("armv7")));
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const stub = { version, optional: true };
    if (os) stub.os = [os === "wasm32" ? "!any" : os];
    if (cpu) stub.cpu = [cpu];
    if (parts.includes("musl") || parts.includes("musleabihf")) stub.libc = ["musl"];
    else if (parts.includes("gnu") || parts.includes("gnueabihf")) stub.libc = ["glibc"];
    lock.packages[`node_modules/${name}`] = stub;
    added += 1;
  }
}
fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform-specific entries to package-lock.json.`);
