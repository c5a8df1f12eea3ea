// What the screenshot scripts share: the arguments [baseURL] [outDir], Chromium (CHROMIUM_PATH, or
// /usr/bin/chromium when it is there, else Playwright's own), the two sizes and signing in.
import fs from "node:fs";
import { chromium } from "@playwright/test";

/** The desktop and phone viewports every script shoots at. */
export const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The seeded demo user. */
export const demoUser = { email: "demo@example.com", password: "Demo123!" };

/** `[baseURL] [outDir]` from the command line (outDir made if missing). */
export function screenshotArgs(defaultOutDir) {
  const baseURL = process.argv[2] ?? "http://localhost:3000";
  const outDir = process.argv[3] ?? defaultOutDir;
  fs.mkdirSync(outDir, { recursive: true });
  return { baseURL, outDir };
}

/** Chromium, headless, as the screenshots want it. */
export function launchBrowser() {
  const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  const executablePath = fs.existsSync(chromiumPath) ? chromiumPath : undefined;
  return chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
}

/** Signs the page's context in with email and password (the demo user by default). */
export async function signIn(page, email = demoUser.email, password = demoUser.password) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
}

/** A new context (`options`: baseURL, viewport, colorScheme…) and a page in it that logs its errors. */
export async function openPage(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // A dev server compiles a page on its first visit, slowly on a busy machine.
  page.setDefaultNavigationTimeout(120_000);
  page.on("pageerror", (error) => console.log(`page error on ${page.url()}: ${error.message.slice(0, 160)}`));
  return { context, page };
}

/** Saves the signed-in user's colour scheme (a cookie-signed write: the API wants the site's Origin). */
export async function setScheme(page, baseURL, scheme) {
  const response = await page.request.patch("/api/common/preferences", {
    data: { scheme },
    headers: { origin: new URL(baseURL).origin },
  });
  if (!response.ok()) throw new Error(`Could not set the scheme: ${response.status()} ${await response.text()}`);
}
