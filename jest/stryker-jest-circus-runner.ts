import { createEmptyTestResult, type TestResult } from "@jest/test-result";

/**
 * Mutation runs only (stryker.config.mjs): Jest's usual runner, jest-circus, that stops at a
 * mutant's first failing test. StrykerJS needs just one failing test to count a mutant as killed,
 * but cannot make Jest bail (Jest's own `bail` exits the process): so once a test file of a
 * mutant's run has failed, the files after it are not even loaded, and jest/stryker-test-names.ts
 * skips the rest of the failing file. The first (unmutated) run and a surviving mutant's run, which
 * must see every test, are unaffected. ("jest-circus" in the file name: Stryker's per-test coverage
 * requires a jest-circus runner and recognises it by its path.)
 */
type TestFramework = (...args: unknown[]) => Promise<TestResult>;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest-circus/runner has no type declarations
const circus = require("jest-circus/runner") as { default: TestFramework };

/** Set by a failing file of the current mutant's run; jest/stryker-global-setup.ts clears it before each run. */
const runState = globalThis as typeof globalThis & { hostdeckStrykerFailed?: boolean };

/** A file not run: one pending test in its place (Jest reports a file without any test as an error). */
function notRun(testPath: string): TestResult {
  const title = "not run: a test of this mutant already failed";
  return {
    ...createEmptyTestResult(),
    numPendingTests: 1,
    testFilePath: testPath,
    testResults: [
      {
        ancestorTitles: [],
        duration: 0,
        failureDetails: [],
        failureMessages: [],
        fullName: `${testPath} ${title}`,
        numPassingAsserts: 0,
        status: "pending",
        title,
      },
    ],
  };
}

export default async function strykerJestCircusRunner(...args: unknown[]): Promise<TestResult> {
  const isMutantRun = process.env.__STRYKER_ACTIVE_MUTANT__ !== undefined;
  // jest-circus's arguments: globalConfig, config, environment, runtime, testPath, sendMessageToJest.
  if (isMutantRun && runState.hostdeckStrykerFailed) return notRun(String(args[4]));
  const result = await circus.default(...args);
  if (isMutantRun && result.numFailingTests > 0) runState.hostdeckStrykerFailed = true;
  return result;
}
