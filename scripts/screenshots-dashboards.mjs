#!/usr/bin/env node
// Screenshots of the demo dashboards (issue 16): each path given, at desktop and phone width,
// light and dark. The dashboards' data is the same for every user, so it signs up a user of its
// own (the seeded demo user's colour scheme is one setting other screenshot runs change too);
// DEMO=1 shoots as the demo user instead. Shared by the dashboards' screens, so pass the paths:
//   node scripts/screenshots-dashboards.mjs [baseURL] [outDir] /dashboards/project /dashboards/finance …
// (no paths: all four). The server must be running on a seeded database. Files are named
// <last path segment>-<desktop|phone>-<light|dark>.png; a page wider than the phone is reported.
import path from "node:path";
import { demoUser, launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const ALL = ["/dashboards/project", "/dashboards/analytics", "/dashboards/finance", "/dashboards/crypto"];
const { baseURL, outDir } = screenshotArgs("screenshots/dashboards");
const paths = process.argv.slice(4).length > 0 ? process.argv.slice(4) : ALL;
const browser = await launchBrowser();

/** A user of this run only (sign-up through the API), or the demo user with DEMO=1. */
async function runUser() {
  if (process.env.DEMO === "1") return demoUser;
  const email = `shots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const user = { name: "Screenshot Tester", email, password: "Sup3r-secret!" };
  const response = await fetch(new URL("/api/auth/sign-up", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseURL).origin },
    body: JSON.stringify({ ...user, agreements: true }),
  });
  if (!response.ok) throw new Error(`Could not sign up: ${response.status} ${await response.text()}`);
  return user;
}
const user = await runUser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    // Reduced motion: a full-page shot resizes the window, and the charts would be caught redrawing.
    const { context, page } = await openPage(browser, {
      baseURL,
      viewport,
      colorScheme: scheme,
      reducedMotion: "reduce",
    });
    await signIn(page, user.email, user.password);
    await setScheme(page, baseURL, scheme);
    for (const url of paths) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      // The charts load on demand after the first paint, then animate.
      await page.waitForTimeout(1500);
      const name = url.split("/").filter(Boolean).at(-1) ?? "dashboard";
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log(`${url} (${sizeName}, ${scheme}): the page scrolls sideways by ${overflow}px`);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: true });
    }
    if (user === demoUser) await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
