import { expect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15, notes: a new user makes a note with a checklist, ticks an item, reloads (the note's
// own address opens it again, still ticked), archives it and finds it in the archive.

// Generous: on a busy dev server the first visit compiles the page and its routes.
test.setTimeout(120_000);

test("create a checklist note, tick an item, reload, archive it and find it in the archive", async ({ page }) => {
  const user = await createUser(page.request, "notes");
  await signInWithApi(page, user);
  const title = `Packing list ${Date.now().toString(36)}`;

  await page.goto("/apps/notes");
  // The user's own sample notes are on the board.
  await expect(page.getByRole("button", { name: "Open note “Groceries”" })).toBeVisible({ timeout: 20_000 });

  // ---- A new list: title and two items ----
  await page.getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog");
  // (The first write may compile its route on a dev server.)
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\?note=/);
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  const newItem = dialog.getByRole("textbox", { name: "List item" });
  await newItem.fill("Passport");
  await newItem.press("Enter");
  await newItem.fill("Sunscreen");
  await newItem.press("Enter");
  await expect(dialog.getByRole("checkbox", { name: "Sunscreen" })).toBeVisible();

  // ---- Tick one; it saves as you go ----
  await dialog.getByRole("checkbox", { name: "Passport" }).check();
  await expect(dialog.getByRole("status").filter({ hasText: "Saved" })).toBeVisible({ timeout: 20_000 });

  // ---- Reload: the address opens the same note, the item still ticked ----
  await page.reload();
  const reopened = page.getByRole("dialog");
  await expect(reopened.getByRole("textbox", { name: "Title" })).toHaveValue(title, { timeout: 20_000 });
  await expect(reopened.getByRole("checkbox", { name: "Passport" })).toBeChecked();
  await expect(reopened.getByRole("checkbox", { name: "Sunscreen" })).not.toBeChecked();
  await reopened.getByRole("button", { name: "Close" }).click();
  await expect(reopened).toBeHidden();

  // The card shows the checklist too.
  const card = page.getByRole("article").filter({ has: page.getByRole("button", { name: `Open note “${title}”` }) });
  await expect(card).toContainText("Passport");
  await expect(card).toContainText("Sunscreen");

  // ---- Archive it from the note; it leaves the board ----
  await card.getByRole("button", { name: `Open note “${title}”` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("Note archived")).toBeVisible();
  await expect(page.getByRole("button", { name: `Open note “${title}”` })).toHaveCount(0);

  // ---- Find it in the archive (after a reload too: it was saved) ----
  await page.getByRole("link", { name: "Archive" }).first().click();
  await expect(page).toHaveURL(/\/apps\/notes\/archive$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Open note “${title}”` })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const archived = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: `Open note “${title}”` }) });
  await expect(archived).toContainText("Passport", { timeout: 20_000 });
  await expect(archived.getByRole("button", { name: `Unarchive: ${title}` })).toBeAttached();
});
