import { expect, test, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15, file manager: a fresh user (with their own copy of the sample tree) opens folders,
// reads a file's details, and goes back by the breadcrumb; the view they pick is remembered.

test.setTimeout(120_000);

/** The first content after a page load is read in the browser; a busy dev server can take a while. */
const FIRST_PAINT = { timeout: 20_000 };

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Folder path" });

test("open folders, read a file's details and go back by the breadcrumb", async ({ page }) => {
  const user = await createUser(page.request, "files");
  await signInWithApi(page, user);

  await page.goto("/apps/file-manager");
  await expect(breadcrumb(page).getByText("My files")).toHaveAttribute("aria-current", "page", FIRST_PAINT);
  await expect(page.getByRole("link", { name: "Contracts", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Event photos", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check-in procedures", exact: true })).toBeVisible();

  // Into Contracts, then Venue agreements (with Enter, from the keyboard).
  await page.getByRole("link", { name: "Contracts", exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager\/[^/?]+$/, FIRST_PAINT);
  await expect(breadcrumb(page).getByText("Contracts")).toHaveAttribute("aria-current", "page", FIRST_PAINT);
  await expect(page.getByRole("button", { name: "Vendor terms", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Event photos", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Venue agreements", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(breadcrumb(page).getByText("Venue agreements")).toHaveAttribute("aria-current", "page", FIRST_PAINT);
  await expect(page.getByRole("button", { name: "Harbor Hall agreement", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Insurance certificates", exact: true })).toBeVisible();

  // A file's details: who made it, when, what it is.
  await page.getByRole("button", { name: "Harbor Hall agreement", exact: true }).click();
  const details = page.getByTestId("file-details");
  await expect(details.getByRole("heading", { name: "Harbor Hall agreement" })).toBeVisible();
  await expect(details).toContainText("PDF document");
  await expect(details).toContainText("Jordan Ellis");
  await expect(details).toContainText("Hire of the main hall and the terrace for the summer concert.");
  await page.reload();
  await expect(page.getByTestId("file-details")).toContainText("Jordan Ellis", FIRST_PAINT);
  await page.keyboard.press("Escape");

  // Back up by the breadcrumb: first to Contracts, then to My files.
  await breadcrumb(page).getByRole("link", { name: "Contracts", exact: true }).click();
  await expect(breadcrumb(page).getByText("Contracts")).toHaveAttribute("aria-current", "page", FIRST_PAINT);
  await expect(page.getByRole("link", { name: "Venue agreements", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Harbor Hall agreement", exact: true })).toHaveCount(0);
  await breadcrumb(page).getByRole("link", { name: "My files", exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager$/, FIRST_PAINT);
  await expect(page.getByRole("link", { name: "Contracts", exact: true })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole("button", { name: "Wi-Fi passwords", exact: true })).toBeVisible();
});

test("the list view is remembered, and an unknown folder leads back to My files", async ({ page }) => {
  const user = await createUser(page.request, "files");
  await signInWithApi(page, user);

  await page.goto("/apps/file-manager");
  await page.getByRole("button", { name: "List view", exact: true }).click();
  await expect(page.getByRole("button", { name: "List view", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
    FIRST_PAINT,
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "List view", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
    FIRST_PAINT,
  );
  await expect(page.getByRole("link", { name: "Finance", exact: true })).toBeVisible();

  await page.goto("/apps/file-manager/no-such-folder");
  await expect(page.getByText("This folder does not exist")).toBeVisible(FIRST_PAINT);
  await page.getByRole("link", { name: "Go to My files", exact: true }).click();
  await expect(page.getByRole("link", { name: "Marketing", exact: true })).toBeVisible(FIRST_PAINT);
});
