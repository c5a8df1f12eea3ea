#!/usr/bin/env node
// Screenshots of the mailbox app (desktop and phone, light and dark) as the seeded demo user: the
// inbox, an open mail, the composer, a label's list, the label manager and an empty folder.
//   node scripts/screenshots-apps-mailbox.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-mailbox");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    // The dev server may still be compiling: wait until the screen shows what it is about.
    const settle = async (what = page.getByRole("list", { name: /^Mails in/ }).or(page.getByText(/^No mails in/))) => {
      await page.waitForLoadState("networkidle");
      await what
        .first()
        .waitFor({ state: "visible" })
        .catch(() => console.log(`not shown on ${page.url()}`));
      await page.waitForTimeout(600);
    };
    const shoot = async (name) =>
      page.screenshot({ path: path.join(outDir, `mailbox-${name}-${sizeName}-${scheme}.png`), fullPage: false });
    page.setDefaultTimeout(120_000);
    await signIn(page);
    await setScheme(page, baseURL, scheme);

    await page.goto("/apps/mailbox/inbox");
    await settle();
    await shoot("inbox");

    const inbox = await (await page.request.get("/api/apps/mailbox/mails?folder=inbox&page=1")).json();
    // A mail already read: opening an unread one would mark it read in the demo user's mailbox.
    const read = inbox.mails.filter((mail) => !mail.unread);
    const withAttachment = read.find((mail) => mail.attachments.length > 0) ?? read[0] ?? inbox.mails[0];
    await page.goto(`/apps/mailbox/inbox/${withAttachment.id}`);
    await settle(page.getByRole("article"));
    await shoot("mail");

    await page.goto("/apps/mailbox/inbox");
    await settle();
    await page.getByRole("button", { name: "Compose" }).first().click();
    await page.getByRole("textbox", { name: "To" }).fill("Ana Pop <ana@example.ro>, not-an-address");
    await page.getByRole("textbox", { name: "Subject" }).click();
    await page.waitForTimeout(300);
    await shoot("compose");
    // Discard, not close: closing would keep a draft in the demo user's mailbox.
    await page.getByRole("button", { name: "Discard" }).click();
    await settle();

    const labels = await (await page.request.get("/api/apps/mailbox/labels")).json();
    if (labels[0]) {
      await page.goto(`/apps/mailbox/${labels[0].slug}`);
      await settle();
      await shoot("label");
      if (sizeName === "desktop") {
        await page.getByRole("button", { name: "Manage labels" }).click();
        await page.getByRole("dialog").waitFor();
        await page.waitForTimeout(400);
        await shoot("labels-dialog");
        await page.getByRole("button", { name: "Done" }).click();
      }
    }

    await page.goto("/apps/mailbox/trash");
    await settle();
    await shoot("trash");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
