#!/usr/bin/env node
// Screenshots of the shell in every layout, desktop and phone, light and dark, signed in as the
// demo user (its scheme preference is switched while it runs):
//   node scripts/screenshots-shell.mjs [baseURL] [layouts,comma,separated] [schemes]
import fs from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const layouts = (
  process.argv[3] ??
  "centered,enterprise,material,modern,classic,classy,compact,dense,futuristic,thin,product-classic,product-futuristic"
).split(",");
const schemes = (process.argv[4] ?? "light,dark").split(",");
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const executablePath = fs.existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")
  ? process.env.CHROMIUM_PATH || "/usr/bin/chromium"
  : undefined;

fs.mkdirSync("screenshots/shell", { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
for (const scheme of schemes) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ baseURL: base, viewport });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`page error on ${page.url()}: ${error.message.slice(0, 120)}`));
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    await page.request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "demo@example.com", password: "Demo123!", json: "true" },
    });
    await page.request.patch("/api/common/preferences", { data: { scheme } });
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
