// The browser tests' own server: a free port, a throwaway database and fresh secrets, fixed once
// through the environment (E2E_PORT, E2E_DATABASE_PATH, E2E_SECRET) so that every process that
// reads this module agrees — playwright.config.ts (evaluated again in each worker), and
// `npm test` (scripts/test.mjs), which prepares that very server (migrate, seed, build) while
// the other checks run, before Playwright starts it.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function freePort() {
  return spawnSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .stdout.toString()
    .trim();
}

/** The address of the tests' server, choosing its port, database and secret on first call. */
export function e2eBaseURL() {
  process.env.E2E_PORT ||= freePort();
  process.env.E2E_DATABASE_PATH ||= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-e2e-")), "e2e.db");
  process.env.E2E_SECRET ||= randomBytes(48).toString("base64url");
  return `http://localhost:${process.env.E2E_PORT}`;
}

/** The environment `node scripts/start.mjs` serves the tests with. */
export function e2eServerEnv() {
  const baseURL = e2eBaseURL();
  return {
    PORT: process.env.E2E_PORT,
    DATABASE_URL: `file:${process.env.E2E_DATABASE_PATH}`,
    APP_URL: baseURL,
    NEXTAUTH_URL: baseURL,
    NEXTAUTH_SECRET: process.env.E2E_SECRET,
    ACCESS_TOKEN_SECRET: `${process.env.E2E_SECRET}-access`,
    // A load test, which issue 14 allows to turn the limits off: the concurrency spec places
    // 260 orders from one address (beyond ORDERS_MAX_UNPAID_PER_IP / ORDERS_MAX_PER_IP_HOUR),
    // and the suite signs in and mails the same addresses often.
    RATE_LIMITS: "off",
    // Two server processes on any machine, as `npm start` runs on two cores: the suite then proves
    // that what one process changes (a host's edit, a sale) reaches the pages the other serves.
    WEB_CONCURRENCY: "2",
  };
}
