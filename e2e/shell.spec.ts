import { expect, test, type Page } from "@playwright/test";
import { LAYOUT_NAMES } from "../lib/shell/layout-resolution";
import { createUser, signInWithApi } from "./support/users";

// Every layout but "empty", which has no top bar (checked on its own below).
const LAYOUTS = LAYOUT_NAMES.filter((name) => name !== "empty");
const TOP_BAR_CONTROLS = [
  "Language",
  "Fullscreen",
  "Search",
  "Shortcuts",
  "Messages",
  "Notifications",
  "Quick chat",
  "Settings",
  "User menu",
];
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

test.describe("the top bar's panels", () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithApi(page, await createUser(request, "panels"));
    await page.goto("/pages/dashboard");
  });

  test("notifications: read, unread, and mark all read makes the badge go", async ({ page }) => {
    const button = page.getByRole("button", { name: "Notifications", exact: true });
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(button).toHaveAccessibleDescription("3 unread");
    await button.click();
    await panel.getByRole("button", { name: "Mark as read" }).first().click();
    await expect(panel.getByRole("button", { name: "Mark as read" })).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAccessibleDescription("2 unread");
    await button.click();
    await panel.getByRole("button", { name: "Mark as unread" }).first().click();
    await expect(panel.getByRole("button", { name: "Mark as read" })).toHaveCount(3);
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    // The button that had focus is now disabled: focus must stay in the panel, so Escape closes it.
    await expect(panel.getByRole("heading", { name: "Notifications" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAccessibleDescription(/unread/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).not.toHaveAccessibleDescription(
      /unread/,
    );
  });

  test("shortcuts: add, edit and delete", async ({ page }) => {
    await page.getByRole("button", { name: "Shortcuts", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Add shortcut" }).click();
    const add = dialog.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Label" }).fill("Help center");
    await dialog.getByRole("combobox", { name: "Icon" }).fill("help");
    await dialog.getByRole("textbox", { name: "Link" }).fill("/apps/help-center");
    await add.click();
    await expect(dialog.getByRole("button", { name: "Edit Help center" })).toBeVisible();
    await dialog.getByRole("button", { name: "Edit Help center" }).click();
    await dialog.getByRole("textbox", { name: "Label" }).fill("Help");
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByRole("button", { name: "Edit Help", exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Edit Help", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog.getByRole("button", { name: "Edit Help", exact: true })).toHaveCount(0);
  });

  test("search finds a page and follows it", async ({ page }) => {
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox").fill("calen");
    await page.getByRole("option", { name: /Calendar/ }).click();
    // The calendar then writes its view and month into the address: the path is what was followed.
    await expect(page).toHaveURL(/\/pages\/calendar(\?|$)/);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox").fill("zzzzqqq");
    await expect(page.getByText("No results found!")).toBeVisible();
  });

  test("language: Romanian and back", async ({ page }) => {
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Română" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ro");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tablou de bord");
    await page.getByRole("button", { name: "Limbă" }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });

  test("theme and scheme chosen in the drawer are there after a reload", async ({ page }) => {
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("button", { name: "Dark", exact: true }).click();
    await page.getByRole("radio", { name: "Teal" }).click();
    await expect(page.locator("body")).toHaveClass(/\bdark\b/);
    await expect(page.locator("body")).toHaveClass(/\btheme-teal\b/);
    await page.reload();
    await expect(page.locator("body")).toHaveClass(/\bdark\b/);
    await expect(page.locator("body")).toHaveClass(/\btheme-teal\b/);
  });

  test("quick chat sends a message", async ({ page }) => {
    await page.getByRole("button", { name: "Quick chat" }).click();
    await expect(page.getByText("Select a conversation")).toBeVisible();
    const panel = page.getByRole("dialog", { name: "Quick chat" });
    await panel.getByRole("list").getByRole("button").first().click();
    const text = `Hello from the test ${Date.now()}`;
    await panel.getByRole("textbox", { name: "Message" }).fill(text);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel.getByText(text)).toBeVisible();
  });

  test("records trackingData from a URL with UTM parameters", async ({ page }) => {
    await page.goto("/pages/dashboard?utm_source=newsletter&utm_medium=email&utm_term=&ref=friend");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("trackingData")))
      .toBe(JSON.stringify({ utm_source: "newsletter", utm_medium: "email", ref: "friend" }));
  });
});

test.describe("the account switcher", () => {
  test("switches to a vendor and back", async ({ page }) => {
    await signInWithApi(page, { email: "demo@example.com", password: "Demo123!" });
    await page.goto("/pages/dashboard?layout=product-classic");
    await expect(page.getByTestId("active-account")).toHaveText("Personal account");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitemradio", { name: /Northwind Live/ }).click();
    await expect(page.getByTestId("active-account")).toHaveText("Northwind Live");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitemradio", { name: /Personal account/ }).click();
    await expect(page.getByTestId("active-account")).toHaveText("Personal account");
  });
});
