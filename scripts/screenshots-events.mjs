#!/usr/bin/env node
// Screenshots of the events product as the seeded demo user (desktop and phone, light and dark):
// the events list, the editor, an event's tabs, the calendar, and the public pages.
//   node scripts/screenshots-events.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseURL = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots/events";
const executablePath = fs.existsSync(process.env.CHROMIUM_PATH || "/usr/bin/chromium")
  ? process.env.CHROMIUM_PATH || "/usr/bin/chromium"
  : undefined;
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });

async function signIn(page) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: "demo@example.com", password: "Demo123!", json: "true" },
  });
}

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ baseURL, viewport, colorScheme: scheme });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`page error on ${page.url()}: ${error.message.slice(0, 160)}`));
    await signIn(page);
    await page.request.patch("/api/common/preferences", { data: { scheme } });
    const { events } = await (await page.request.get("/api/events?tab=upcoming&pageSize=20")).json();
    // The event with the most orders shows every tab at its fullest.
    const busiest = [...events].sort((a, b) => b.ordersCount - a.ordersCount)[0];
    const shoot = async (name, url, afterLoad) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      if (afterLoad) await afterLoad();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: true });
    };
    await shoot("events-list", "/pages/events");
    await shoot("events-new", "/pages/events/new");
    await shoot("events-edit", `/pages/events/${busiest.id}/edit`);
    for (const tab of ["overview", "tickets", "promo-codes", "orders", "attendees", "check-in"]) {
      await shoot(`event-${tab}`, `/pages/events/${busiest.id}?tab=${tab}`);
    }
    await shoot("calendar-month", "/pages/calendar?view=month");
    await shoot("calendar-week", "/pages/calendar?view=week");
    await shoot("home", "/home");
    await shoot("public-event", `/p/event/${busiest.slug}`, async () => {
      const increase = page.getByRole("button", { name: /^Increase quantity of/ }).first();
      if (await increase.isEnabled().catch(() => false)) await increase.click();
    });
    await shoot("host-page", "/p/hosts/northwind-live");
    await page.request.patch("/api/common/preferences", { data: { scheme: "light" } });
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);
