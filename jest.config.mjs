import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Unit tests sit beside the code (`*.test.ts`); route-handler tests (tests/api) call the real
// handlers on a throwaway SQLite file per worker (see jest/setup-env.ts).
/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  // A test's time limit catches a hang, not slowness: `npm test` runs Jest on two workers beside
  // the builds and ESLint, where a test that takes one second alone (twelve orders with their
  // mails, say) has taken more than Jest's default 5 s. Speed is measured by the benchmark.
  testTimeout: 30_000,
  testMatch: ["<rootDir>/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/"],
  globalSetup: "<rootDir>/jest/global-setup.ts",
  setupFiles: ["<rootDir>/jest/setup-env.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/jest/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

// ESM-only packages the server code imports are compiled for Jest like our own files.
const ESM_PACKAGES = [
  "jose",
  "next-intl",
  "use-intl",
  "icu-minify",
  "intl-messageformat",
  "@formatjs",
  "@schummar",
  "@prisma/client",
  "@seriousme",
  "htmlparser2",
  "domhandler",
  "domutils",
  "dom-serializer",
  "domelementtype",
  "entities",
  "marked",
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
    "^.+\\.module\\.(css|sass|scss)$",
  ];
  return resolved;
}
