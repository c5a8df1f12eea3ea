import os from "node:os";
import path from "node:path";

// Mutation testing (`npm run test:mutation`, README "Security" → "Mutation testing"): StrykerJS
// changes the guards of orders, auth, navigation and the events' account and role checks one
// small mutant at a time and runs the Jest tests that cover each; a mutant that no test notices
// is a guard no test holds. Too slow for CI (well over an hour on two cores): run it before
// resolving security work.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.config.mjs",
    // Only the test files that import a mutated file (directly or not) run for its mutants.
    enableFindRelatedTests: true,
    // Added to jest.config.mjs for mutation runs only (which has no setupFilesAfterEnv of its own):
    // - the sandbox is a copy of the project, so jest/global-setup.ts and setup-env.ts build and
    //   copy the test database inside it as usual; jest/stryker-global-setup.ts only builds the
    //   template once per Stryker test-runner process instead of once per mutant;
    // - jest/stryker-test-names.ts and jest/stryker-sequencer.mjs let each mutant's run load only
    //   the test files holding its covering tests, and jest/stryker-jest-circus-runner.ts stops
    //   it at the first failing test (see the files);
    // - instrumented code runs slower, in band: the tests get more time than Jest's 5 s.
    config: {
      globalSetup: "<rootDir>/jest/stryker-global-setup.ts",
      setupFilesAfterEnv: ["<rootDir>/jest/stryker-test-names.ts"],
      testSequencer: "<rootDir>/jest/stryker-sequencer.mjs",
      testRunner: "<rootDir>/jest/stryker-jest-circus-runner.ts",
      testTimeout: 30_000,
    },
  },
  coverageAnalysis: "perTest",
  // The first run is the whole related suite in one process (the API tests on SQLite).
  dryRunTimeoutMinutes: 30,
  // Two cores, shared with other work: one Jest process at a time.
  concurrency: 1,
  // Static mutants (module-level constants, zod schemas, SQL text) are only read when a module is
  // loaded, so Stryker must rerun every related test file for each: some 4 minutes per mutant for
  // anything under lib/auth, 13 hours for the ~190 of them. They are reported as ignored (counted
  // in the report, not in the score); the limits among them are pinned by named tests instead.
  ignoreStatic: true,
  // Jest in band keeps memory across runs; a fresh test-runner process every 100 mutants.
  maxTestRunnerReuse: 100,
  // Not in place: the working tree stays untouched (others run Jest and edit files meanwhile).
  // The sandbox copy (lib/generated and prisma/ included, node_modules linked) lives outside the
  // project, so the project's own Jest, tsc, ESLint and Prettier never see a second copy of it.
  tempDirName: path.join(os.tmpdir(), "hostdeck-stryker"),
  mutate: [
    "lib/orders/**/*.ts",
    "lib/auth/**/*.ts",
    "lib/navigation/**/*.ts",
    // The events' account and role checks: the active account and its role (requireManager), and
    // an event of another account answering 404. The rest of lib/events is use cases built on them.
    "lib/events/account.ts",
    "lib/events/account-key.ts",
    "lib/events/event-access.ts",
    // Tests are not production code.
    "!**/*.test.ts",
    // OpenAPI documents: descriptions of the routes for /api/openapi.json, no behaviour to guard
    // (the contract tests and Redocly check them as a whole).
    "!**/openapi.ts",
    "!**/public-openapi.ts",
    // Mail templates: wording and layout of the order mails, not checks.
    "!lib/orders/mail/**",
  ],
  // Incremental: a rerun after new tests or fixes only tests the mutants whose code or covering
  // tests changed, reusing the rest of the last run's results.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "html", "json", "progress-append-only"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 90, low: 85, break: 85 },
};

export default config;
