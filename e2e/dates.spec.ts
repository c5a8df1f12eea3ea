import { expect, test, type Page } from "@playwright/test";
import { formatDate } from "../lib/dates/format";
import { createUser, signInWithApi } from "./support/users";

// Dates follow the active language (issue 16): one date module (lib/dates/format.ts) words them,
// the calendar's title is the month as `LLL yyyy`, and a date field reads what a Turkish reader
// types (day first; two-digit years below 60 are 20yy).

async function setLanguage(page: Page, locale: "tr" | "ro") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: test.info().project.use.baseURL! }]);
}

test("a Turkish reader types a due date day first, with a two-digit year", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, "dates");
  await signInWithApi(page, user);
  await setLanguage(page, "tr");
  const tasks: { id: string; title: string; dueDate: string | null }[] = await (
    await page.request.get("/api/apps/tasks/all")
  ).json();
  const task = tasks.find((item) => item.title === "Book two keynote speakers")!;
  await page.goto(`/apps/tasks/${task.id}`);

  const field = page.getByRole("textbox", { name: "Bitiş tarihi" });
  await expect(field).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveAttribute("placeholder", "dd.MM.yyyy");

  // Not a real day: said at the field, nothing saved.
  await field.fill("31.02.2026");
  await field.press("Tab");
  await expect(page.getByText("dd.MM.yyyy biçiminde geçerli bir tarih girin")).toBeVisible();

  await field.fill("25.12.45");
  await field.press("Tab");
  await expect(field).toHaveValue("25.12.2045");
  await expect
    .poll(async () => {
      const all: { id: string; dueDate: string | null }[] = await (
        await page.request.get("/api/apps/tasks/all")
      ).json();
      return all.find((item) => item.id === task.id)?.dueDate?.slice(0, 10);
    })
    .toBe("2045-12-25");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Bitiş tarihi" })).toHaveValue("25.12.2045", { timeout: 20_000 });
});

test("the calendar's title is the month in the reader's language", async ({ page }) => {
  const user = await createUser(page.request, "dates-calendar");
  await signInWithApi(page, user);
  for (const locale of ["tr", "ro"] as const) {
    await setLanguage(page, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pages/calendar?view=month");
    await expect(page.getByTestId("calendar-title")).toHaveText(formatDate(new Date(), locale, "monthYear"), {
      timeout: 20_000,
    });
  }
});
