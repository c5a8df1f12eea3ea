import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { e2eBaseURL, e2eServerEnv } from "./scripts/e2e-server-env.mjs";

// Without BASE_URL the suite starts its own production server (`npm start`: build if needed,
// migrate, seed) on a free port with a throwaway database (scripts/e2e-server-env.mjs). With
// BASE_URL (a deployed preview) it only points the browser there; the tests make their own users
// either way.
const isLocal = !process.env.BASE_URL;
const baseURL = process.env.BASE_URL ?? e2eBaseURL();

function chromiumExecutable(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return fs.existsSync(candidate) ? candidate : undefined; // else Playwright's own browser
}

export default defineConfig({
  testDir: "./e2e",
  // One worker: some specs switch global feature flags, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
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
