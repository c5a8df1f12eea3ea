#!/usr/bin/env node
// Screenshots of the inventory app (desktop and phone, light and dark) as the seeded demo user:
// the product table, a product's editor opened beneath its row, and a search with no results.
//   node scripts/screenshots-apps-inventory.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-inventory");
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
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    await shoot("inventory", "/apps/inventory");
    const list = await (await page.request.get("/api/inventory/products?sort=price&order=desc")).json();
    const product = list.products?.find((candidate) => candidate.images.length > 0) ?? list.products?.[0];
    if (product) await shoot("inventory-product", `/apps/inventory?sort=price&order=desc&product=${product.id}`);
    await shoot("inventory-no-results", "/apps/inventory?search=zzzz-nothing");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
