import { expect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Shell behaviour that worked before any test held it (issue 16, "The specification's last loose
// ends"): the footer, the confirmation dialog's width and options, Escape on the search bar, the
// dense layout from md up and its toggle, the print view, a 401 signing the user out, and the user
// menu of someone without vendors. The confirmation's defaults are pinned by
// components/ui/confirmation-options.test.ts, an unreadable flag by tests/api/flags-and-guards.test.ts.

test.describe("the shell", () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  test.beforeEach(async ({ page, request }) => {
    user = await createUser(request, "shell-behaviour");
    await signInWithApi(page, user);
  });

  test("the footer names this year and the provider, and is not printed", async ({ page }) => {
    await page.goto("/pages/dashboard");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveText(`© ${new Date().getFullYear()} Hostdeck`);
    await page.emulateMedia({ media: "print" });
    await expect(footer).toBeHidden();
  });

  test("the print view leaves the navigation out", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const layout of ["classic", "enterprise"]) {
      await page.goto(`/pages/dashboard?layout=${layout}`);
      const navigation = page.getByRole("navigation", { name: "Navigation" }).first();
      await expect(navigation).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(navigation).toBeHidden();
      // The page's own content is still there to print.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.emulateMedia({ media: "screen" });
    }
  });

  test("the dense layout is dense from md up, default below, and its toggle unfolds it", async ({ page }) => {
    const navigation = page.getByRole("navigation", { name: "Navigation" }).first();
    // md (960 px) up to lg: dense already (small screen is below md, spec section 9).
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/pages/dashboard?layout=dense");
    await expect(page.locator('[data-layout="dense"]')).toBeVisible();
    await expect.poll(async () => (await navigation.boundingBox())?.width).toBe(80);
    await page.getByRole("button", { name: "Toggle dense navigation" }).click();
    await expect.poll(async () => (await navigation.boundingBox())?.width).toBeGreaterThan(200);
    await page.getByRole("button", { name: "Toggle dense navigation" }).click();
    await expect.poll(async () => (await navigation.boundingBox())?.width).toBe(80);
    // Below md the navigation is a slide-over at its full width.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.reload();
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await expect.poll(async () => (await navigation.boundingBox())?.width).toBeGreaterThan(200);
  });

  test("Escape closes the search bar and gives the focus back", async ({ page }) => {
    await page.goto("/pages/dashboard");
    const searchButton = page.getByRole("button", { name: "Search", exact: true });
    await searchButton.click();
    const field = page.getByRole("combobox");
    await expect(field).toBeFocused();
    await field.fill("cal");
    await expect(page.getByRole("option").first()).toBeVisible();
    // The first Escape closes the list, the second the bar.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("option")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(searchButton).toBeVisible();
  });

  test("a confirmation is 32rem wide from md up, with the options its caller gave", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pages/settings?tab=security");
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Sign out everywhere else?" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign out other sessions" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    // The dialog role is on the panel itself; 32rem at the root's 16 px.
    const paper = dialog;
    await expect.poll(async () => (await paper.boundingBox())?.width).toBe(512);
    // This caller asked for a dismissible dialog: Escape answers "no".
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // On a phone (below md) it takes the screen's width less its margins.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect.poll(async () => (await paper.boundingBox())?.width).toBeLessThan(390 - 32);
    await expect.poll(async () => (await paper.boundingBox())?.width).toBeGreaterThan(300);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a 401 from the API signs the user out", async ({ page, request }) => {
    await page.goto("/pages/dashboard");
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    // The password changes elsewhere: every other session and token ends (issue 14).
    const signIn = await request.post("/api/auth/sign-in", { data: { email: user.email, password: user.password } });
    const { accessToken } = await signIn.json();
    const changed = await request.post("/api/users/me/password", {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { currentPassword: user.password, newPassword: "A-new-pass-4242" },
    });
    expect(changed.status()).toBe(204);
    // The next call the page makes answers 401: the page signs out and lands on sign-in.
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await page.getByRole("dialog", { name: "Notifications" }).getByRole("button", { name: "Mark all as read" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/pages/dashboard");
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=/);
  });

  test("the user menu of someone without vendors offers only “Create vendor”", async ({ page }) => {
    await page.goto("/pages/dashboard");
    await page.getByRole("button", { name: "User menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Create vendor" })).toBeVisible();
    await expect(menu.getByText("Switch account")).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Personal account" })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: "Create vendor" }).click();
    await expect(page).toHaveURL(/\/vendor-sign-up$/);
  });
});
