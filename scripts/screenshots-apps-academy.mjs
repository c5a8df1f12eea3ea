#!/usr/bin/env node
// Screenshots of the academy (desktop and phone, light and dark) as the seeded demo user: the
// course list, the list filtered, a filter with no match, a course at its saved step, the steps
// drawer on a phone, and a course that does not exist.
//   node scripts/screenshots-apps-academy.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-academy");
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
    await shoot("list", "/apps/academy");
    await shoot("list-filtered", "/apps/academy?category=operations&hideCompleted=1");
    await shoot("list-no-match", "/apps/academy?q=zebra");
    const courses = await (await page.request.get("/api/apps/academy/courses")).json();
    const started = courses.find((course) => course.progress.currentStep > 0) ?? courses[0];
    if (started) {
      await shoot("course", `/apps/academy/${started.id}`);
      if (sizeName === "phone")
        await shoot("course-steps", null, async () => {
          await page.getByRole("button", { name: "Steps" }).first().click();
        });
    }
    await shoot("course-not-found", "/apps/academy/00000000-0000-4000-8000-000000000000");
    await patiently(() => setScheme(page, baseURL, "light"));
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
