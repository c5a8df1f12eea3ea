import { expect, test } from "@playwright/test";
import { createUser, setVendorsFlag, signInWithApi } from "./support/users";

const MAIN_PAGES = ["dashboard", "events", "calendar", "stripe", "example", "analytics", "settings"];
const GUEST_ONLY = ["/confirmation-required", "/forgot-password", "/reset-password", "/sign-in", "/sign-up"];

test.describe("route guards for a visitor", () => {
  test("the root goes to the dashboard, which asks to sign in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fpages%2Fdashboard$/);
  });

  for (const name of MAIN_PAGES) {
    test(`/pages/${name} sends a visitor to sign-in with redirectURL`, async ({ page }) => {
      await page.goto(`/pages/${name}?from=test`);
      await expect(page).toHaveURL(
        new RegExp(`/sign-in\\?redirectURL=${encodeURIComponent(`/pages/${name}?from=test`).replace(/[?]/g, "\\?")}$`),
      );
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    });
  }

  test("/unlock-session needs a session; /sign-out gets no redirectURL", async ({ page }) => {
    await page.goto("/unlock-session");
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Funlock-session$/);
    await page.goto("/sign-out");
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  for (const path of GUEST_ONLY) {
    test(`${path} is open to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("public pages need no sign-in", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Events worth showing up for" })).toBeVisible();
    const missingHost = await page.goto("/p/hosts/no-such-host-anywhere");
    expect(missingHost?.status()).toBe(404);
    await expect(page).toHaveURL(/\/p\/hosts\/no-such-host-anywhere$/);
  });

  test("the API answers 401 JSON without a session and 404 NOT FOUND for unknown paths", async ({ request }) => {
    const unauthorised = await request.get("/api/admin/feature-flags");
    expect(unauthorised.status()).toBe(401);
    expect(await unauthorised.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to continue." } });
    const unknown = await request.get("/api/no/such/thing");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toBe("NOT FOUND");
  });
});

test.describe("route guards for a signed-in user", () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithApi(page, await createUser(request, "guard"));
  });

  test("guest-only pages send a signed-in user to / and so to the dashboard", async ({ page }) => {
    for (const path of GUEST_ONLY) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pages\/dashboard$/);
    }
    await page.goto("/signed-in-redirect");
    await expect(page).toHaveURL(/\/pages\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("every main page opens", async ({ page }) => {
    for (const name of MAIN_PAGES) {
      await page.goto(`/pages/${name}`);
      // Not sent elsewhere; a screen may add its own state to the query (the calendar its view and date).
      await expect(page).toHaveURL(new RegExp(`/pages/${name}(\\?.*)?$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});

test.describe("the vendors flag", { tag: "@changes-flags" }, () => {
  test.afterAll(async ({ request }) => {
    await setVendorsFlag(request, true); // the seeded state
  });

  test("off: vendor pages go to the dashboard; on: they open — without a restart", async ({ page, request }) => {
    await signInWithApi(page, await createUser(request, "flag"));

    await setVendorsFlag(request, false);
    expect(await (await request.get("/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS")).json()).toBe(false);
    await page.goto("/pages/vendors");
    await expect(page).toHaveURL(/\/pages\/dashboard$/);
    await expect(page.getByRole("link", { name: "Vendors" })).toHaveCount(0);
    await page.goto("/vendor-sign-up");
    await expect(page).toHaveURL(/\/pages\/dashboard$/);

    await setVendorsFlag(request, true);
    expect(await (await request.get("/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS")).json()).toBe(true);
    await page.goto("/pages/vendors");
    await expect(page).toHaveURL(/\/pages\/vendors$/);
    await expect(page.getByRole("heading", { name: "Vendors", level: 1 })).toBeVisible();
    await page.goto("/vendor-sign-up");
    await expect(page).toHaveURL(/\/vendor-sign-up$/);
    await expect(page.getByRole("heading", { name: "Create a vendor" })).toBeVisible();
  });

  test("a visitor is sent to the dashboard (and so to sign-in) when the flag is off", async ({ page, request }) => {
    await setVendorsFlag(request, false);
    await page.goto("/vendor-sign-up");
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fpages%2Fdashboard$/);
    await setVendorsFlag(request, true);
    await page.goto("/vendor-sign-up");
    await expect(page).toHaveURL(/\/vendor-sign-up$/);
  });
});
