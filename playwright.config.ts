import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { e2eBaseURL, e2eServerEnv } from "./scripts/e2e-server-env.mjs";

// Without BASE_URL the suite starts its own production server (`npm start`: build if needed,
// migrate, seed) on a free port with a throwaway database (scripts/e2e-server-env.mjs). With
// BASE_URL (a deployed preview) it only points the browser there; the tests make their own users
// either way.
const isLocal = !process.env.BASE_URL;
const baseURL = process.env.BASE_URL ?? e2eBaseURL();

// Debian's headless shell (package chromium-headless-shell: Chromium's old headless mode, without
// the browser's windowing and UI) when it is there: the same Blink, a third less CPU per page (the
// crawl, 80 → 52 s). Else the full browser in its new headless mode, else Playwright's own.
const CHROMIUM_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

// Two workers, each taking whole spec files, in three groups by the state a spec changes. Specs
// that make their own users (or only read the demo user's screens, as the crawl does) run beside
// each other. The specs that change the seeded demo user — its scheme (axe), its active account
// (the shell's account switcher), its orders (the back office's refund) — run one at a time,
// beside the others; their project comes first, so its long axe passes start at once. The tests
// that switch a feature flag for everyone (tagged @changes-flags) run last, alone.
const DEMO_USER_SPECS = /\/(accessibility|back-office|shell)\.spec\.ts$/;
const CHANGES_FLAGS = /@changes-flags/;
const viewport = { width: 1280, height: 800 };

export default defineConfig({
  testDir: "./e2e",
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots: kept for a failure's retry only (CI retries
    // once), not paid by every passing test (the crawl and axe passes navigate hundreds of times).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "demo user",
      testMatch: DEMO_USER_SPECS,
      grepInvert: CHANGES_FLAGS,
      workers: 1,
      use: { browserName: "chromium", viewport },
    },
    {
      name: "parallel",
      testIgnore: DEMO_USER_SPECS,
      grepInvert: CHANGES_FLAGS,
      use: { browserName: "chromium", viewport },
    },
    {
      name: "feature flags",
      grep: CHANGES_FLAGS,
      dependencies: ["parallel", "demo user"],
      workers: 1,
      use: { browserName: "chromium", viewport },
    },
  ],
  webServer: isLocal
    ? {
        command: "node scripts/start.mjs",
        url: `${baseURL}/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS`,
        timeout: 15 * 60 * 1000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: e2eServerEnv(),
      }
    : undefined,
});
