// Fails on any import cycle among the project's own modules (README, "Architecture"); part of
// `npm run lint`. ESLint's `import/no-cycle` did this at 113 of ESLint's 185 s of CPU here (it
// parses every imported module again and walks the graph from each file); one parse per file with
// TypeScript's parser and one pass of Tarjan's algorithm take about three seconds.
//
//   npx tsx scripts/import-cycles.ts     checks the files git knows (tracked, and new ones not ignored)
import { importCycles, importGraph, projectFiles } from "./import-graph";

const root = process.cwd();
const files = projectFiles(root);
const cycles = importCycles(importGraph(root, files));
if (cycles.length === 0) {
  console.log(`No import cycle among ${files.length} modules.`);
} else {
  console.error(`${cycles.length} import cycle(s); move what both sides need into a module of its own:`);
  for (const cycle of cycles) console.error(`  ${cycle.join(" ↔ ")}`);
  process.exitCode = 1;
}
