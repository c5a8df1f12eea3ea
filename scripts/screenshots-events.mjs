#!/usr/bin/env node
// Screenshots of the events product as the seeded demo user (desktop and phone, light and dark):
// the events list, the editor, an event's tabs, the calendar, and the public pages.
//   node scripts/screenshots-events.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/events");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    await signIn(page);
    await setScheme(page, baseURL, scheme);
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
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);
