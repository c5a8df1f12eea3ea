#!/usr/bin/env node
// Screenshots of settings and vendors (desktop and phone, light and dark): each settings tab as the
// seeded demo user, the administration tab as the seeded administrator, the vendors list and a
// vendor's profile and members, and the invitation page a colleague opens.
//   node scripts/screenshots-settings.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/settings");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const shoot = async (name, url) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: true });
    };
    await signIn(page, "demo@example.com", "Demo123!");
    await setScheme(page, baseURL, scheme);
    for (const tab of ["profile", "security", "preferences", "data"])
      await shoot(`settings-${tab}`, `/pages/settings?tab=${tab}`);
    await shoot("vendors", "/pages/vendors");
    const vendors = await (await page.request.get("/api/vendors")).json();
    if (vendors[0]) {
      await shoot("vendor-profile", `/pages/vendors/${vendors[0].id}?tab=profile`);
      await shoot("vendor-members", `/pages/vendors/${vendors[0].id}?tab=members`);
    }
    await setScheme(page, baseURL, "light");
    await context.clearCookies();
    await signIn(page, "admin@example.com", "Admin123!");
    await setScheme(page, baseURL, scheme);
    await shoot("settings-admin", "/pages/settings?tab=admin");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
