#!/usr/bin/env node
// Screenshots of the screens at desktop and phone sizes, light and dark, for looking at them:
//   node scripts/screenshots.mjs [baseURL] [outDir]   (the server must be running)
import path from "node:path";
import { launchBrowser, screenshotArgs, signIn, sizes } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots");

const guestPages = [
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password?token=x",
  "/confirmation-required?email=someone@example.com",
  "/home",
  "/p/hosts/northwind-live",
];
const userPages = ["/pages/dashboard", "/pages/vendors", "/unlock-session"];

const browser = await launchBrowser();
for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ baseURL, viewport, colorScheme: scheme });
    await context.addInitScript((mode) => localStorage.setItem("mui-mode", mode), scheme);
    const page = await context.newPage();
    const shoot = async (url) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const name = `${url.replace(/[/?=&@.]+/g, "_").replace(/^_/, "")}-${sizeName}-${scheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    };
    for (const url of guestPages) await shoot(url);
    await signIn(page);
    for (const url of userPages) await shoot(url);
    await page.goto("/sign-out");
    await page.waitForURL(/sign-in/, { timeout: 15000, waitUntil: "commit" });
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);
