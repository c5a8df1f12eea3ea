import fs from "node:fs";
import path from "node:path";

/**
 * Mutation runs only (stryker.config.mjs), in every test file:
 * - during StrykerJS's first, unmutated run, notes which test file holds which test, so that
 *   jest/stryker-sequencer.mjs can later load only the files of the tests that cover a mutant
 *   (the list lives in the sandbox, a copy of the project, beside this folder);
 * - during a mutant's run, skips the rest of a file once one of its tests failed: one failing
 *   test is all StrykerJS needs (see jest/stryker-jest-circus-runner.ts for the other files).
 */
const namesFile = path.join(__dirname, "..", ".stryker-test-names.jsonl");

type CircusTest = { mode?: string; errors: unknown[] };
type CircusEvent = { name: string; test?: CircusTest };
const eventHandlers = (globalThis as unknown as Record<symbol, ((event: CircusEvent) => void)[] | undefined>)[
  Symbol.for("EVENT_HANDLERS")
];

if (process.env.__STRYKER_ACTIVE_MUTANT__ === undefined) {
  beforeEach(() => {
    const { currentTestName, testPath } = expect.getState();
    if (currentTestName && testPath) fs.appendFileSync(namesFile, `${JSON.stringify([testPath, currentTestName])}\n`);
  });
} else if (eventHandlers) {
  let failed = false;
  eventHandlers.push((event) => {
    if (event.name === "test_start" && failed && event.test) event.test.mode = "skip";
    if (event.name === "test_done" && event.test && event.test.errors.length > 0) failed = true;
  });
}
