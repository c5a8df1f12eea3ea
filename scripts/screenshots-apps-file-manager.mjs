#!/usr/bin/env node
// Screenshots of the file manager (desktop and phone, light and dark) as the seeded demo user: the
// root as a grid, a folder as a list with a file's details open, a folder's details, and an
// unknown folder.
//   node scripts/screenshots-apps-file-manager.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-file-manager");
const browser = await launchBrowser();
const VIEW_KEY = "hostdeck.fileManager.view";

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const shoot = async (name, url, view = "grid") => {
      // The dev server may reload a page under us (another edit compiled): try a navigation again.
      const visit = async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await page.goto(url, { timeout: 180_000 });
          } catch (error) {
            if (attempt === 3) throw error;
          }
        }
      };
      await visit();
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [VIEW_KEY, view]);
      await visit();
      // The listing is read in the browser: wait for it (or the not-found state, or on a phone the
      // details drawer that hides the listing from the accessibility tree), not just the page.
      await page
        .getByRole("navigation", { name: "Folder path" })
        .or(page.getByText("This folder does not exist"))
        .or(page.getByTestId("file-details"))
        .first()
        .waitFor({ timeout: 120_000 });
      if (url.includes("?item=")) await page.getByTestId("file-details").waitFor({ timeout: 30_000 });
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage: true });
    };
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const root = await (await page.request.get("/api/file-manager")).json();
    const folder = root.folders.find((item) => item.name === "Contracts") ?? root.folders[0];
    const inside = await (await page.request.get(`/api/file-manager?folderId=${folder.id}`)).json();
    const file = inside.files[0] ?? root.files[0];
    await shoot("file-manager-root-grid", "/apps/file-manager");
    await shoot("file-manager-root-list", "/apps/file-manager", "list");
    await shoot("file-manager-folder-list-details", `/apps/file-manager/${folder.id}?item=${file?.id ?? ""}`, "list");
    await shoot("file-manager-folder-details", `/apps/file-manager?item=${folder.id}`);
    const deeper = inside.folders[0];
    if (deeper) await shoot("file-manager-subfolder-grid", `/apps/file-manager/${deeper.id}`);
    await shoot("file-manager-not-found", "/apps/file-manager/no-such-folder");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
