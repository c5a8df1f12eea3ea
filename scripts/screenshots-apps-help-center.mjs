#!/usr/bin/env node
// Screenshots of the help center (desktop and phone, light and dark) as the seeded demo user: the
// home page with a search typed, the FAQs with one opened by link, all guides, a category, a
// guide, the support form with its errors, and a guide that does not exist.
//   node scripts/screenshots-apps-help-center.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-help-center");
const browser = await launchBrowser();

/** A busy development server can miss the kit's 30 s once; try a write twice more before giving up. */
async function patiently(action) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    page.setDefaultTimeout(120_000);
    const shoot = async (name, url, prepare) => {
      if (url) await page.goto(url);
      await page.waitForLoadState("networkidle");
      // Skeletons stand in while the screen reads its data: wait until they are gone.
      await page
        .waitForFunction(() => !document.querySelector(".MuiSkeleton-root"), null, { timeout: 90_000 })
        .catch(() => console.log(`${name}: still loading after 90 s`));
      if (prepare) await prepare();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: true });
    };
    await signIn(page);
    await patiently(() => setScheme(page, baseURL, scheme));
    await shoot("home", "/apps/help-center");
    await shoot("home-search", null, async () => {
      await page.getByRole("searchbox", { name: "Search the help center" }).fill("event");
    });
    await shoot("home-search-none", null, async () => {
      await page.getByRole("searchbox", { name: "Search the help center" }).fill("zebra");
    });
    const faqs = await (await page.request.get("/api/help-center/faqs")).json();
    await shoot("faqs", `/apps/help-center/faqs#faq-${faqs[1]?.faqs[1]?.id ?? ""}`);
    await shoot("guides", "/apps/help-center/guides");
    await shoot("category", "/apps/help-center/guides/payments");
    await shoot("guide", "/apps/help-center/guides/getting-started/create-your-first-event");
    await shoot("guide-not-found", "/apps/help-center/guides/getting-started/nope");
    await shoot("support", "/apps/help-center/support", async () => {
      await page.getByRole("textbox", { name: "Email" }).fill("not-an-address");
      await page.getByRole("button", { name: "Send" }).click();
    });
    await patiently(() => setScheme(page, baseURL, "light"));
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
