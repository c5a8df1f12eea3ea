import { expect as baseExpect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16, "Done means" for the academy: open a course, go to step 3, reload, still step 3.

test.setTimeout(120_000);
// Generous waits: a development server compiles each screen on its first visit, which can take
// most of a minute on a busy machine; a built server answers well within the suite's usual 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const isProgressSave = (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes("/api/apps/academy/courses/course/progress") && response.request().method() === "PATCH";

test("a user opens a course, moves to step 3 and finds it there after a reload", async ({ page }) => {
  const user = await createUser(page.request, "academy");
  await signInWithApi(page, user);

  // ---- The list: filters in the URL ----
  await page.goto("/apps/academy");
  await page.getByRole("searchbox", { name: "Search by title" }).fill("budget");
  await expect(page).toHaveURL(/[?&]q=budget/);
  await expect(page.getByRole("link", { name: "Budgeting for live events" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Running a smooth check-in" })).toHaveCount(0);
  // The address holds the filter: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search by title" })).toHaveValue("budget");
  await expect(page.getByRole("link", { name: "Budgeting for live events" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Running a smooth check-in" })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);

  // ---- Open a course: it starts at step 1 for a new user ----
  await page.getByRole("link", { name: "Budgeting for live events" }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/[\w-]+$/);
  const article = page.getByRole("article");
  await expect(article.getByText("Step 1 of 11")).toBeVisible();

  // ---- Next, then a click in the step list: step 3 ----
  let saved = page.waitForResponse(isProgressSave);
  await article.getByRole("button", { name: "Next" }).click();
  await saved;
  await expect(article.getByText("Step 2 of 11")).toBeVisible();
  const thirdTitle = await page
    .getByRole("button", { name: /^Step 3: / })
    .first()
    .getAttribute("aria-label");
  const title = thirdTitle!.replace(/^Step 3: /, "");
  saved = page.waitForResponse(isProgressSave);
  await page
    .getByRole("button", { name: /^Step 3: / })
    .first()
    .click();
  expect((await saved).status()).toBe(200);
  await expect(article.getByText("Step 3 of 11")).toBeVisible();
  await expect(article.getByRole("heading", { level: 3 })).toHaveText(title);

  // ---- Reload: still step 3, with its content ----
  await page.reload();
  await expect(page.getByRole("article").getByText("Step 3 of 11")).toBeVisible();
  await expect(page.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(page.getByRole("button", { name: `Step 3: ${title}` }).first()).toHaveAttribute("aria-current", "step");

  // ---- The list shows the progress ----
  await page.getByRole("link", { name: "All courses" }).first().click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Budgeting for live events" }) });
  await expect(card.getByText("Step 3 of 11")).toBeVisible();
});
