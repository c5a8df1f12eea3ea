import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The layers point one way: app/ → components/ → lib/, and seed/ → lib/ (README, "Architecture").
// `import/no-restricted-paths` resolves every import (the `@/` alias included) to a file, so a
// relative path cannot slip past it.
const LAYERS = [
  {
    target: "./lib",
    from: ["./app", "./components", "./seed", "./scripts", "./e2e", "./tests"],
    message: "lib/ is the bottom layer: move what both sides need into lib/, or pass it in from the caller.",
  },
  {
    target: "./components",
    from: ["./app", "./seed", "./scripts", "./e2e", "./tests"],
    message: "components/ may use lib/ only: a screen gets its data from lib/ or from its page in app/.",
  },
  {
    target: "./seed",
    from: ["./app", "./components", "./scripts", "./e2e", "./tests"],
    message: "seed/ may use lib/ only.",
  },
];

// Sizes a reader takes in at once (README, "Architecture"): past them, split along a seam.
// Blank lines and comments do not count, so explaining code never pushes a file over.
const FILE_SIZE = ["error", { max: 400, skipBlankLines: true, skipComments: true }];
const FUNCTION_SIZE = ["error", { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks a value taken apart on purpose and not used.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "import/no-restricted-paths": ["error", { zones: LAYERS }],
      "max-lines": FILE_SIZE,
      "max-lines-per-function": FUNCTION_SIZE,
    },
  },
  {
    // A test's describe block is a list of cases, not logic to follow: only the file size counts.
    files: ["**/*.test.ts", "tests/**", "e2e/**"],
    rules: { "max-lines-per-function": "off" },
  },
  {
    // Seeded sample content (mails, contacts, products) is data, read row by row.
    files: ["seed/data/**"],
    rules: { "max-lines": "off", "max-lines-per-function": "off" },
  },
  {
    // Tests may reach into any layer they test; the rules above still hold for what they import.
    files: ["**/*.test.ts", "tests/**", "e2e/**", "jest/**"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    ignores: [
      ".next/**",
      ".next-bench/**",
      "node_modules/**",
      "lib/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      // tests/lint/layers.test.ts writes these while `npm run lint` may be running; it lints them itself.
      "**/lint-probe-*/**",
      "**/lint-probe-*.ts",
    ],
  },
];

export default config;
