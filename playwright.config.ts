import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Without BASE_URL the suite starts its own production server (`npm start`: build if needed,
// migrate, seed) on a free port with a throwaway database. With BASE_URL (a deployed preview)
// it only points the browser there; the tests make their own users either way.
// This file is evaluated again in each worker, so values are fixed once through the environment.
const isLocal = !process.env.BASE_URL;
if (isLocal) {
  process.env.E2E_PORT ||= spawnSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .stdout.toString()
    .trim();
  process.env.E2E_DATABASE_PATH ||= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-e2e-")), "e2e.db");
  process.env.E2E_SECRET ||= randomBytes(48).toString("base64url");
}
const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT}`;

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
        env: {
          PORT: process.env.E2E_PORT!,
          DATABASE_URL: `file:${process.env.E2E_DATABASE_PATH}`,
          APP_URL: baseURL,
          NEXTAUTH_URL: baseURL,
          NEXTAUTH_SECRET: process.env.E2E_SECRET!,
          ACCESS_TOKEN_SECRET: `${process.env.E2E_SECRET}-access`,
          // A load test, which issue 14 allows to turn the limits off: the concurrency spec places
          // 260 orders from one address (beyond ORDERS_MAX_UNPAID_PER_IP / ORDERS_MAX_PER_IP_HOUR),
          // and the suite signs in and mails the same addresses often.
          RATE_LIMITS: "off",
        },
      }
    : undefined,
});
