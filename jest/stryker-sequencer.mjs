// Mutation runs only (stryker.config.mjs). StrykerJS runs, for each mutant, the tests that cover
// it: it passes their names as Jest's test name pattern, and Jest still loads every test file
// related to the mutated file to look for them. For lib/auth that is nearly the whole API suite,
// some 20 s of imports per mutant. This sequencer keeps only the files that hold a test matching
// the pattern, by the list jest/stryker-test-names.ts wrote during the first (unmutated) run.
// A file it knows nothing of is kept, and so is everything when there is no pattern (a static
// mutant, the first run) or no list: it only ever saves loading files that cannot match.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import testSequencer from "@jest/test-sequencer";

const Sequencer = testSequencer.default ?? testSequencer;
const NAMES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".stryker-test-names.jsonl");

/** @type {{ size: number, names: Map<string, string[]> } | undefined} */
let cached;

function testNamesByFile() {
  if (!fs.existsSync(NAMES_FILE)) return undefined;
  const { size } = fs.statSync(NAMES_FILE);
  if (cached?.size === size) return cached.names;
  const names = new Map();
  for (const line of fs.readFileSync(NAMES_FILE, "utf8").split("\n")) {
    if (!line) continue;
    const [testPath, testName] = JSON.parse(line);
    if (!names.has(testPath)) names.set(testPath, []);
    names.get(testPath).push(testName);
  }
  cached = { size, names };
  return names;
}

export default class StrykerSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.testNamePattern = options.globalConfig.testNamePattern;
  }

  /**
   * Jest runs the slowest files first; for a mutant the quickest kill matters, so here the files
   * that failed last time come first (the file that killed the previous mutant most likely kills
   * the next one, of the same code), then the fastest.
   */
  async sort(tests) {
    const byPerformance = await super.sort(tests);
    // Jest's cache of the last runs: [0 failed or 1 passed, duration in ms] per file.
    const FAILED = 0;
    const lastRun = (test) => this._getCache(test)[test.path] ?? [1, 0];
    const sorted = [...byPerformance].sort((a, b) => {
      const [statusA, durationA] = lastRun(a);
      const [statusB, durationB] = lastRun(b);
      return Number(statusB === FAILED) - Number(statusA === FAILED) || durationA - durationB;
    });
    const names = this.testNamePattern ? testNamesByFile() : undefined;
    if (!names) return sorted;
    // Jest matches the pattern against each test's full name, ignoring case.
    const pattern = new RegExp(this.testNamePattern, "i");
    const kept = sorted.filter((test) => {
      const inFile = names.get(test.path);
      return !inFile || inFile.some((name) => pattern.test(name));
    });
    return kept.length > 0 ? kept : sorted;
  }
}
