import { expect, test, type Locator, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15, scrumboard: a new user opens their sample board, drags a card into another list with
// the mouse (a real pointer drag, in steps), reloads, and the card is still in that list; then moves
// it back with the keyboard (Space, arrows, Space) and that holds after a reload too.

test.setTimeout(120_000);

const CARD = "Book the photographer";

/** A real pointer drag: press on the card, move past the activation distance, glide below `target`, release. */
async function dragBelow(page: Page, item: Locator, target: Locator) {
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height + 24, { steps: 25 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

test("drag a card to another list, reload, it stays there; move it back with the keyboard", async ({ page }) => {
  const user = await createUser(page.request, "scrumboard");
  await signInWithApi(page, user);

  await page.goto("/apps/scrumboard");
  await page.getByRole("link", { name: /Event launch/ }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/[^/?]+$/, { timeout: 20_000 });

  const todo = page.getByRole("region", { name: "To do", exact: true });
  const inProgress = page.getByRole("region", { name: "In progress", exact: true });
  const card = (list: Locator) => list.getByRole("button", { name: new RegExp(CARD) });
  await expect(card(todo)).toBeVisible({ timeout: 20_000 });
  await expect(card(inProgress)).toHaveCount(0);

  // ---- Drag it below "Confirm the stage schedule", the last card of "In progress" ----
  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/apps/scrumboard/board/card") && response.request().method() === "PATCH",
  );
  await dragBelow(page, card(todo), inProgress.getByRole("button", { name: /Confirm the stage schedule/ }));
  await expect(card(inProgress)).toBeVisible();
  await expect(card(todo)).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await expect(inProgress.getByRole("button").filter({ hasText: CARD })).toHaveCount(1);
  const titles = async (list: Locator) =>
    (await list.locator("[aria-roledescription='sortable']").allInnerTexts()).map((text) => text.trim());
  expect((await titles(inProgress)).at(-1)).toContain(CARD);

  // ---- Reload: it is still in "In progress", at the foot ----
  await page.reload();
  await expect(card(inProgress)).toBeVisible({ timeout: 20_000 });
  await expect(card(todo)).toHaveCount(0);
  expect((await titles(inProgress)).at(-1)).toContain(CARD);

  // ---- Back to "To do" with the keyboard: Space picks up, ← moves it one list over, Space drops ----
  const keyboardSave = page.waitForResponse(
    (response) => response.url().includes("/api/apps/scrumboard/board/card") && response.request().method() === "PATCH",
  );
  await card(inProgress).focus();
  await page.keyboard.press("Space");
  await page.waitForTimeout(300);
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  expect((await keyboardSave).ok()).toBe(true);
  await expect(card(todo)).toBeVisible();
  await page.reload();
  await expect(card(todo)).toBeVisible({ timeout: 20_000 });
  await expect(card(inProgress)).toHaveCount(0);
});
