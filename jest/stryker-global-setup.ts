import fs from "node:fs";
import path from "node:path";
import globalSetup from "./global-setup";

/**
 * The global setup of mutation runs (stryker.config.mjs). StrykerJS runs Jest in band once per
 * mutant, all in one long-lived process, so Jest's global setup runs once per mutant too: building
 * the template database (`prisma migrate diff`, about 2 s and a new temporary directory each time)
 * is done only on the first run of the process. Every later run still starts from a fresh copy of
 * the template: the previous run's worker database is removed, and jest/setup-env.ts copies the
 * template again.
 */
type Template = { template: string; dir: string };
const processState = globalThis as typeof globalThis & {
  hostdeckStrykerTemplate?: Template;
  hostdeckStrykerFailed?: boolean;
};

export default async function strykerGlobalSetup() {
  // A new run (the next mutant): no test of it has failed yet (jest/stryker-jest-circus-runner.ts).
  processState.hostdeckStrykerFailed = false;
  const cached = processState.hostdeckStrykerTemplate;
  if (!cached || !fs.existsSync(cached.template)) {
    await globalSetup();
    processState.hostdeckStrykerTemplate = {
      template: process.env.HOSTDECK_TEST_DB_TEMPLATE!,
      dir: process.env.HOSTDECK_TEST_DB_DIR!,
    };
    return;
  }
  for (const file of fs.readdirSync(cached.dir)) {
    if (file.startsWith("worker-")) fs.rmSync(path.join(cached.dir, file), { force: true });
  }
  process.env.HOSTDECK_TEST_DB_TEMPLATE = cached.template;
  process.env.HOSTDECK_TEST_DB_DIR = cached.dir;
}
