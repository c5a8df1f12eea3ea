#!/usr/bin/env node
// Screenshots of the tasks app (desktop and phone, light and dark) as the seeded demo user: the
// list, a task's drawer, a section's drawer, and "not found" for an id that is not the user's.
//   node scripts/screenshots-apps-tasks.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-tasks");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const shoot = async (name, url) => {
      await page.goto(url, { timeout: 180_000 });
      await page.waitForLoadState("networkidle", { timeout: 180_000 });
      // Attached, not visible: on a phone the open drawer hides the list from the accessibility tree.
      await page.locator("[role=list][aria-label]").last().waitFor({ state: "attached", timeout: 180_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(outDir, `tasks-${name}-${sizeName}-${scheme}.png`), fullPage: false });
    };
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const tasks = await (await page.request.get("/api/apps/tasks/all")).json();
    const task = tasks.find((item) => item.type === "task" && item.subTasks.length > 0) ?? tasks[0];
    const section = tasks.find((item) => item.type === "section");
    await shoot("list", "/apps/tasks");
    if (task) await shoot("task", `/apps/tasks/${task.id}`);
    if (section) await shoot("section", `/apps/tasks/${section.id}`);
    await shoot("not-found", "/apps/tasks/no-such-task");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
