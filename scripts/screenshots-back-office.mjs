#!/usr/bin/env node
// Screenshots of the back office as the seeded demo user (desktop and phone, light and dark): the
// dashboard (and a new account's first run), payments with an order's drawer and the refund
// dialog, and analytics with its breakdowns.
//   node scripts/screenshots-back-office.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/back-office");
const browser = await launchBrowser();

// A brand-new account, for the dashboard's first run.
const newcomer = { name: "Nia Newcomer", email: `newcomer-${Date.now()}@example.test`, password: "Sup3r-secret!" };
await (
  await browser.newContext({ baseURL })
).request.post("/api/auth/sign-up", { data: { ...newcomer, agreements: true } });

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const shoot = async (name, url, afterLoad) => {
      if (url) await page.goto(url);
      await page.waitForLoadState("networkidle");
      if (afterLoad) await afterLoad();
      await page.waitForTimeout(1500); // the charts load on demand and then animate their bars
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: !afterLoad });
    };
    await signIn(page, newcomer.email, newcomer.password);
    await setScheme(page, baseURL, scheme);
    await shoot("dashboard-first-run", "/pages/dashboard");
    await context.clearCookies();

    await signIn(page, "demo@example.com", "Demo123!");
    await setScheme(page, baseURL, scheme);
    await shoot("dashboard", "/pages/dashboard");
    await shoot("payments", "/pages/stripe?period=90d");
    await shoot("payments-drawer", null, async () => {
      await page
        .getByRole("button", { name: /^Open order/ })
        .first()
        .click();
      await page.getByRole("button", { name: "Refund", exact: true }).waitFor();
    });
    await shoot("payments-refund", null, async () => {
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await page.getByRole("dialog").last().waitFor();
    });
    await shoot("analytics", "/pages/analytics");
    for (const tab of ["source", "ticketType", "checkIn"])
      await shoot(`analytics-${tab}`, `/pages/analytics?tab=${tab}`);
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
