import { expect, test, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

const LAYOUTS = ["centered", "enterprise", "material", "modern", "classic", "classy", "compact", "dense", "futuristic", "thin", "product-classic", "product-futuristic"];
const TOP_BAR_CONTROLS = ["Language", "Fullscreen", "Search", "Shortcuts", "Messages", "Notifications", "Quick chat", "Settings", "User menu"];
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function expectTopBar(page: Page) {
  await expect(page.getByRole("button", { name: "Toggle navigation" })).toBeVisible();
  for (const name of TOP_BAR_CONTROLS) await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
}

test.describe("every layout", () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  test.beforeAll(async ({ request }) => {
    user = await createUser(request, "layouts");
  });

  for (const [sizeName, viewport] of Object.entries(SIZES)) {
    test(`has its top bar and navigation at ${sizeName} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInWithApi(page, user);
      for (const layout of LAYOUTS) {
        await page.goto(`/pages/dashboard?layout=${layout}`);
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expectTopBar(page);
        const navigation = page.getByRole("navigation", { name: "Navigation" });
        if (sizeName === "phone") {
          await expect(navigation).toBeHidden();
          await page.getByRole("button", { name: "Toggle navigation" }).click();
        }
        await expect(navigation.first()).toBeVisible();
      }
      await page.goto("/pages/dashboard?layout=empty");
      await expect(page.locator('[data-layout="empty"]')).toBeVisible();
      await expect(page.getByRole("button", { name: "Toggle navigation" })).toHaveCount(0);
    });
  }
});
