import { expect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16, "Done means": the icon pages — search `arrow` in Feather and copy one — and the one
// icon registry the shell draws its icons from.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
test.setTimeout(180_000);

test("icons: search Feather for arrow, copy one, switch to the list; the menu draws registry icons", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "icons");
  await signInWithApi(page, user);
  await page.goto("/ui/icons/feather");

  await expect(page.getByRole("heading", { level: 1, name: "Feather" })).toBeVisible();
  const icons = page.getByRole("list", { name: "Icons" });
  // The first read can be slow (a dev server compiles the route on first use).
  await expect(icons.getByRole("button", { name: "Copy feather:activity", exact: true })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole("searchbox", { name: "Search icons by name" }).fill("arrow");
  await expect(page).toHaveURL(/[?&]q=arrow\b/);
  await expect(icons.getByRole("button", { name: "Copy feather:activity", exact: true })).toHaveCount(0);
  const arrowLeft = icons.getByRole("button", { name: "Copy feather:arrow-left", exact: true });
  await expect(arrowLeft).toBeVisible();
  const shown = await icons
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  expect(shown.length).toBeGreaterThan(4);
  for (const label of shown) expect(label).toMatch(/^Copy feather:[a-z-]*arrow[a-z-]*$/);
  await expect(page.getByText(/^\d+ of \d+ icons$/)).toBeVisible();

  // Each tile's icon is a mask of the registry's SVG.
  const mask = await arrowLeft
    .locator(".app-icon")
    .evaluate((icon) => getComputedStyle(icon).maskImage || getComputedStyle(icon).webkitMaskImage);
  expect(mask).toContain("/icons/feather/arrow-left.svg");
  const svg = await request.get("/icons/feather/arrow-left.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");

  await arrowLeft.click();
  await expect(page.getByRole("alert").filter({ hasText: "Copied feather:arrow-left" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("feather:arrow-left");

  // The list view shows the full names; the choice and the search survive a reload.
  await page.getByRole("button", { name: "List view" }).click();
  await expect(icons.getByText("feather:arrow-right", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search icons by name" })).toHaveValue("arrow");
  await expect(icons.getByText("feather:arrow-up", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");

  // Another set, by its tab; Enter copies too.
  await page.getByRole("tab", { name: "Heroicons Mini" }).click();
  await expect(page).toHaveURL(/\/ui\/icons\/heroicons-mini\?q=arrow/);
  const miniArrow = icons.getByRole("button", { name: "Copy heroicons_mini:arrow-left", exact: true });
  await miniArrow.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Copied heroicons_mini:arrow-left" })).toBeVisible();

  // A search that finds nothing says so.
  await page.getByRole("searchbox", { name: "Search icons by name" }).fill("zzzqqq");
  await expect(page.getByRole("heading", { name: "No icons found" })).toBeVisible();

  // The navigation draws its icons from the registry: masks of /icons/… URLs, no inline SVG.
  const navigationMasks = await page
    .locator("nav .app-icon")
    .evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).maskImage || getComputedStyle(element).webkitMaskImage),
    );
  expect(navigationMasks.length).toBeGreaterThan(3);
  for (const value of navigationMasks) expect(value).toMatch(/url\(".*\/icons\/[a-z_]+\/[a-z0-9_-]+\.svg"\)/);
});
