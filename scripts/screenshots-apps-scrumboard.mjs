#!/usr/bin/env node
// Screenshots of the scrumboard app (desktop and phone, light and dark) as the seeded demo user:
// the boards, a board, a card opened (its own URL), the label manager, the new board dialog and a
// list's delete confirmation. Nothing is written.
//   node scripts/screenshots-apps-scrumboard.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-scrumboard");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    // A dev server compiles pages on first use: give it time.
    page.setDefaultTimeout(120_000);
    const file = (name) => path.join(outDir, `${name}-${sizeName}-${scheme}.png`);
    const settle = async () => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(600);
    };
    const shoot = async (name, url, options = { fullPage: true }, ready = "main h1") => {
      await page.goto(url, { waitUntil: "domcontentloaded" });
      await page.locator(ready).first().waitFor();
      await settle();
      await page.screenshot({ path: file(name), ...options });
    };
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const boards = await (await page.request.get("/api/apps/scrumboard/boards")).json();
    const board = boards.find((item) => item.title === "Event launch") ?? boards[0];
    const full = await (await page.request.get(`/api/apps/scrumboard/board?id=${board.id}`)).json();
    const card =
      full.lists.flatMap((list) => list.cards).find((item) => item.labels.length > 0 && item.dueDate) ??
      full.lists[0].cards[0];

    await shoot("scrumboard-boards", "/apps/scrumboard", { fullPage: true }, "text=Event launch");
    await shoot("scrumboard-board", `/apps/scrumboard/${board.id}`, {}, "[aria-roledescription='sortable']");
    await shoot("scrumboard-card", `/apps/scrumboard/${board.id}?card=${card.id}`, {}, "[role='dialog']");

    await page.goto(`/apps/scrumboard/${board.id}`, { waitUntil: "domcontentloaded" });
    await page.locator("[aria-roledescription='sortable']").first().waitFor();
    await settle();
    await page.getByRole("button", { name: "Labels", exact: true }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file("scrumboard-labels") });
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
    await page.getByRole("button", { name: `Actions for list “${full.lists[0].title}”` }).click();
    await page.getByRole("menuitem", { name: "Delete list" }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file("scrumboard-delete-list") });
    await page.keyboard.press("Escape");

    await page.goto("/apps/scrumboard", { waitUntil: "domcontentloaded" });
    await page.getByText("Event launch").first().waitFor();
    await settle();
    await page.getByRole("button", { name: "New board" }).first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file("scrumboard-new-board") });

    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
