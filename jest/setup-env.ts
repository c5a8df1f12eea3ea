import fs from "node:fs";
import path from "node:path";

// Each worker gets its own copy of the migrated template, so test files run in parallel
// without seeing each other's writes through the database file.
const template = process.env.HOSTDECK_TEST_DB_TEMPLATE;
const dir = process.env.HOSTDECK_TEST_DB_DIR;
if (!template || !dir) throw new Error("jest/global-setup.ts did not run.");

const workerDb = path.join(dir, `worker-${process.env.JEST_WORKER_ID ?? "1"}.db`);
if (!fs.existsSync(workerDb)) fs.copyFileSync(template, workerDb);
process.env.DATABASE_URL = `file:${workerDb}`;
process.env.NEXTAUTH_SECRET = "test-nextauth-secret-that-is-long-enough-0123456789";
process.env.ACCESS_TOKEN_SECRET = "test-access-token-secret-long-enough-0123456789";
process.env.APP_URL = "http://localhost:3999";
// Limits are tested by the files that call withRateLimitsOn() (tests/helpers/rate-limits.ts).
process.env.RATE_LIMITS = "off";
