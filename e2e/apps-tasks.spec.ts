import { expect, test, type Locator, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// The tasks app (issue 15, "Done means"): add a task, drag it above another, reload and find the
// order held; open /apps/tasks/{id} directly and find that task in the drawer.

/** A page load (the first one compiles the page on a dev server). */
const AFTER_LOAD = { timeout: 20_000 };

/** The first line of each row (a task's or a section's title), top to bottom. */
async function rowTitles(list: Locator): Promise<string[]> {
  return (await list.getByRole("listitem").allInnerTexts()).map((text) => text.split("\n")[0].trim());
}

/** Drags a row by its handle with the mouse until its centre is over `target`'s centre. */
async function dragOnto(page: Page, list: Locator, title: string, target: string) {
  const handle = page.getByRole("button", { name: `Move “${title}”` });
  const from = (await list.getByRole("listitem").filter({ has: handle }).boundingBox())!;
  const to = (await list.getByRole("listitem").filter({ hasText: target }).first().boundingBox())!;
  const grip = (await handle.boundingBox())!;
  const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  const deltaY = to.y + to.height / 2 - (from.y + from.height / 2);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(start.x, start.y + (deltaY * step) / 12);
  await page.mouse.up();
}

test("add a task, drag it above another, reload: the order held; a task's address opens its drawer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, "tasks");
  await signInWithApi(page, user);
  await page.goto("/apps/tasks");
  const list = page.getByRole("list", { name: "Tasks in order" });
  await expect(list.getByRole("button", { name: /^Confirm the venue booking/ })).toBeVisible(AFTER_LOAD);

  // Add task: a new task at the top, its drawer open for naming (saved as you type).
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toBeFocused();
  await title.fill("Print the programme");
  await title.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect.poll(async () => (await rowTitles(list))[0]).toBe("Print the programme");

  // Drag it (mouse, by its handle) onto "Confirm the venue booking": moving down, it lands below
  // it, so above "Book two keynote speakers".
  await dragOnto(page, list, "Print the programme", "Confirm the venue booking");
  const expected = ["Spring meetup", "Confirm the venue booking", "Print the programme", "Book two keynote speakers"];
  await expect.poll(async () => (await rowTitles(list)).slice(0, 4)).toEqual(expected);
  await expect
    .poll(async () => {
      const tasks: { title: string }[] = await (await page.request.get("/api/apps/tasks/all")).json();
      return tasks.slice(0, 4).map((task) => task.title);
    })
    .toEqual(expected);

  await page.reload();
  await expect(list.getByRole("button", { name: /^Book two keynote speakers/ })).toBeVisible(AFTER_LOAD);
  expect((await rowTitles(list)).slice(0, 4)).toEqual(expected);
  // The drawer of the new task survives the reload (its address is /apps/tasks/{id}).
  await expect(title).toHaveValue("Print the programme");

  // With the keyboard: space picks the row up, the up arrow moves it above "Confirm the venue
  // booking", space drops it. Each key waits for what a screen reader hears (a key pressed before
  // the pick-up took effect was lost on a busy machine).
  await list.getByRole("button", { name: "Move “Print the programme”" }).focus();
  await page.keyboard.press("Space");
  // The live region says "Picked up …, at position 3", then at once where the row is over.
  const heard = page.getByRole("status").filter({ hasText: /“Print the programme”.* position \d+/ });
  await expect(heard).toBeAttached();
  const from = Number(/position (\d+)/.exec((await heard.textContent()) ?? "")![1]);
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("status").filter({ hasText: `moved to position ${from - 1} of` })).toBeAttached();
  await page.keyboard.press("Space");
  const afterKeys = ["Spring meetup", "Print the programme", "Confirm the venue booking", "Book two keynote speakers"];
  await expect.poll(async () => (await rowTitles(list)).slice(0, 4)).toEqual(afterKeys);
  await page.reload();
  await expect(list.getByRole("button", { name: /^Book two keynote speakers/ })).toBeVisible(AFTER_LOAD);
  await expect.poll(async () => (await rowTitles(list)).slice(0, 4)).toEqual(afterKeys);

  // A task's own address, opened directly, shows that task in the drawer.
  const tasks: { id: string; title: string }[] = await (await page.request.get("/api/apps/tasks/all")).json();
  const speakers = tasks.find((task) => task.title === "Book two keynote speakers")!;
  await page.goto(`/apps/tasks/${speakers.id}`);
  await expect(title).toHaveValue("Book two keynote speakers", AFTER_LOAD);
  await expect(page.getByRole("textbox", { name: "Notes" })).toHaveValue(/Shortlist: a product designer/);

  // An id that is not the user's: "not found" in the drawer.
  await page.goto("/apps/tasks/no-such-task");
  await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible(AFTER_LOAD);
});
