#!/usr/bin/env node
// Screenshots of the notes app (desktop and phone, light and dark) as the seeded demo user: the
// board, a label, reminders, the archive, a checklist note and a note with a picture open, a search
// with no match, the label manager and (on a phone) the sidebar drawer. Nothing is written.
//   node scripts/screenshots-apps-notes.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-notes");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const file = (name) => path.join(outDir, `${name}-${sizeName}-${scheme}.png`);
    const settle = async () => {
      await page.waitForLoadState("networkidle");
      // The notes and labels are read in the browser: wait until no skeleton is left.
      await page.waitForFunction(() => !document.querySelector("main .MuiSkeleton-root"), null, { timeout: 90_000 });
      await page.waitForTimeout(600);
    };
    // A dialog is shot at the window's size: a full-page shot stretches the page under its backdrop.
    const shoot = async (name, url, fullPage = true) => {
      await page.goto(url);
      await settle();
      await page.screenshot({ path: file(name), fullPage });
    };
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const notes = await (await page.request.get("/api/apps/notes/all")).json();
    const checklist = notes.find((note) => note.title === "Venue walkthrough") ?? notes[0];
    const picture = notes.find((note) => note.image && !note.archived) ?? notes[1];

    await shoot("notes-board", "/apps/notes");
    await shoot("notes-label-work", "/apps/notes/work");
    await shoot("notes-reminders", "/apps/notes/reminders");
    await shoot("notes-archive", "/apps/notes/archive");
    await shoot("notes-open-checklist", `/apps/notes?note=${checklist.id}`, false);
    await shoot("notes-open-picture", `/apps/notes?note=${picture.id}`, false);

    await page.goto("/apps/notes");
    await settle();
    await page.getByRole("searchbox", { name: "Search notes" }).fill("no such words anywhere");
    await page.waitForTimeout(300);
    await page.screenshot({ path: file("notes-search-empty"), fullPage: true });

    await page.goto("/apps/notes");
    await settle();
    if (sizeName === "phone") {
      await page.getByRole("button", { name: "Note views" }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: file("notes-sidebar-drawer") });
      await page.keyboard.press("Escape");
      await page.waitForTimeout(300);
      await page.getByRole("button", { name: "Note views" }).click();
    }
    await page.getByRole("button", { name: "Edit labels" }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file("notes-edit-labels") });

    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
