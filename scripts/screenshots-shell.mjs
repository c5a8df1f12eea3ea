#!/usr/bin/env node
// Screenshots of the shell in every layout, desktop and phone, light and dark, signed in as the
// demo user (its scheme preference is switched while it runs):
//   node scripts/screenshots-shell.mjs [baseURL] [layouts,comma,separated] [schemes]
import fs from "node:fs";
import { launchBrowser, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const layouts = (
  process.argv[3] ??
  "centered,enterprise,material,modern,classic,classy,compact,dense,futuristic,thin,product-classic,product-futuristic"
).split(",");
const schemes = (process.argv[4] ?? "light,dark").split(",");

fs.mkdirSync("screenshots/shell", { recursive: true });
const browser = await launchBrowser();
for (const scheme of schemes) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ baseURL: base, viewport });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`page error on ${page.url()}: ${error.message.slice(0, 120)}`));
    await signIn(page);
    await setScheme(page, base, scheme);
    for (const layout of layouts) {
      await page.goto(`/pages/dashboard?layout=${layout}`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `screenshots/shell/${layout}-${sizeName}-${scheme}.png` });
    }
    await context.close();
  }
}
await browser.close();
console.log("Screenshots in screenshots/shell/");
