#!/usr/bin/env node
// Screenshots of the contacts app (desktop and phone, light and dark) as the seeded demo user: the
// list, a contact opened, the same contact in edit mode, a search without results, a contact id
// that does not exist, and the tag manager. Nothing is saved (the demo user's data stays as seeded).
//   node scripts/screenshots-apps-contacts.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-contacts");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const shot = async (name) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(outDir, `contacts-${name}-${sizeName}-${scheme}.png`) });
    };
    page.setDefaultTimeout(120_000);
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const contacts = await (await page.request.get("/api/apps/contacts/all")).json();
    // A contact with most details filled in, for the detail and edit shots.
    const full =
      contacts.find((contact) => contact.notes && contact.phoneNumbers.length > 1 && contact.tags.length) ??
      contacts[0];

    await page.goto("/apps/contacts");
    await shot("list");
    await page.mouse.wheel(0, 1400);
    await shot("list-scrolled");
    await page.goto(`/apps/contacts/${full.id}`);
    await shot("detail");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await shot("edit");
    await page.getByRole("button", { name: "Add email" }).click();
    await page.getByRole("textbox", { name: "Email" }).last().fill("not-an-email");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await shot("edit-invalid");
    await page.goto("/apps/contacts/00000000-0000-0000-0000-000000000000");
    await shot("not-found");
    await page.goto("/apps/contacts");
    await page.getByRole("searchbox", { name: "Search contacts" }).fill("zzzz");
    await shot("no-results");
    await page.goto("/apps/contacts");
    if (sizeName === "phone") await page.getByRole("button", { name: "Contact groups" }).click();
    await page.getByRole("button", { name: "Manage tags" }).click();
    await shot("tags");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
