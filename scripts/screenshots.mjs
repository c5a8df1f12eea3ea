#!/usr/bin/env node
// Screenshots of the screens at desktop and phone sizes, light and dark, for looking at them:
//   node scripts/screenshots.mjs [baseURL] [outDir]   (the server must be running)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseURL = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots";
const executablePath = fs.existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")
  ? process.env.CHROMIUM_PATH || "/usr/bin/chromium"
  : undefined;

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
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
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
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "demo@example.com", password: "Demo123!", json: "true" },
    });
    for (const url of userPages) await shoot(url);
    await page.goto("/sign-out");
    await page.waitForURL(/sign-in/, { timeout: 15000, waitUntil: "commit" });
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);
