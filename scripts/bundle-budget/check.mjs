// `npm run test:bundles` (part of `npm test`, after the browser tests built the app): each budgeted
// route's first-load JavaScript, gzip, against its budget (budgets.mjs). Past a budget it exits 1
// and names the largest modules of that route (from `next analyze`, run only then).
//   --modules   also name the largest modules of routes within budget
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLE_BUDGETS } from "./budgets.mjs";
import { analyzeRoute, firstLoadModules, firstLoadSize, readRouteChunks } from "./measure.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const distDir = path.join(projectDir, ".next");
const kb = (bytes) => (bytes / 1000).toFixed(1);

const routeChunks = readRouteChunks(distDir);
const gzipCache = new Map();
const results = BUNDLE_BUDGETS.map((budget) => {
  const chunks = routeChunks.get(budget.route);
  if (!chunks) throw new Error(`The build has no route ${budget.route}: update scripts/bundle-budget/budgets.mjs.`);
  const { bytes, chunks: largest } = firstLoadSize(chunks, projectDir, gzipCache);
  const limit = budget.ceiling ?? budget.target;
  const status = bytes <= budget.target * 1000 ? "pass" : bytes <= limit * 1000 ? "over target" : "FAIL";
  return { ...budget, bytes, largest, status };
});

console.log("First-load JavaScript, gzip (kB = 1,000 bytes)\n");
console.log("route                 size    target  ceiling  result");
for (const result of results) {
  console.log(
    `${result.label.padEnd(20)} ${kb(result.bytes).padStart(6)}  ${String(result.target).padStart(6)}  ${String(result.ceiling ?? "—").padStart(7)}  ${result.status}`,
  );
}

const failed = results.filter((result) => result.status === "FAIL");
const explain = process.argv.includes("--modules") ? results : failed;
for (const result of explain) {
  console.log(
    `\n${result.label}: largest chunks ${result.largest
      .slice(0, 5)
      .map((c) => `${c.file} ${kb(c.bytes)}`)
      .join(", ")}`,
  );
  const { modules, packages } = firstLoadModules(analyzeRoute(projectDir, distDir, result.route));
  console.log(
    `  packages: ${packages
      .slice(0, 8)
      .map((p) => `${p.name} ${kb(p.bytes)}`)
      .join(", ")}`,
  );
  console.log("  largest modules (each gzipped alone):");
  for (const entry of modules.slice(0, 15)) console.log(`    ${kb(entry.bytes).padStart(6)}  ${entry.name}`);
}

const shrunk = results.filter((result) => result.ceiling && result.bytes <= result.target * 1000);
for (const result of shrunk) console.log(`\n${result.label} meets its target now: delete its ceiling in budgets.mjs.`);
if (failed.length) {
  console.error(`\n${failed.length} route(s) past their budget: ${failed.map((r) => r.label).join(", ")}.`);
  process.exit(1);
}
