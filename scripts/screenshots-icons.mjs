#!/usr/bin/env node
// Screenshots of the icon pages and the shell's registry icons (desktop and phone, light and dark),
// as a fresh user with the sample data (the demo user's colour scheme is shared with other scripts): a set as a grid and as a list, a search, an empty search, a copy, and the
// shortcuts and notifications panels whose icons the registry draws.
//   node scripts/screenshots-icons.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/icons");
const browser = await launchBrowser();
const user = { name: "Icon Shots", email: `icons-shots-${Date.now()}@example.com`, password: "Sup3r-secret!" };
{
  const { context, page } = await openPage(browser, { baseURL });
  const response = await page.request.post("/api/auth/sign-up", {
    data: { ...user, agreements: true },
    headers: { origin: new URL(baseURL).origin },
  });
  if (!response.ok()) throw new Error(`Could not sign up: ${response.status()} ${await response.text()}`);
  await context.close();
}

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const file = (name) => path.join(outDir, `${name}-${sizeName}-${scheme}.png`);
    const settle = async () => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(600);
    };
    const shoot = async (name, url, { view = "grid" } = {}) => {
      await page.evaluate((value) => window.localStorage.setItem("hostdeck.icons.view", value), view).catch(() => {});
      await page.goto(url);
      await settle();
      await page.screenshot({ path: file(name) });
    };
    await signIn(page, user.email, user.password);
    await setScheme(page, baseURL, scheme);
    await page.goto("/pages/dashboard");
    await shoot("icons-material-twotone", "/ui/icons/material-twotone");
    await shoot("icons-feather-arrow", "/ui/icons/feather?q=arrow");
    await shoot("icons-heroicons-outline-list", "/ui/icons/heroicons-outline", { view: "list" });
    await shoot("icons-empty", "/ui/icons/material-solid?q=zzzqqq");
    await shoot("icons-feather-grid", "/ui/icons/feather");
    await page
      .getByRole("button", { name: /^Copy feather:/ })
      .first()
      .click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: file("icons-copied") });
    await shoot("shell-dashboard", "/pages/dashboard");
    for (const panel of ["Shortcuts", "Notifications"]) {
      const button = page.getByRole("button", { name: panel, exact: true });
      if (!(await button.isVisible())) continue; // on a phone, behind the top bar's menu
      await button.click();
      await settle();
      await page.screenshot({ path: file(`panel-${panel.toLowerCase()}`) });
      if (panel === "Shortcuts") {
        // The form's icon field: a name the registry does not know is refused at once.
        await page.getByRole("dialog").getByRole("button", { name: "Add shortcut" }).click();
        await page.getByRole("dialog").getByRole("combobox", { name: "Icon" }).fill("feather:not-an-icon");
        await page
          .getByText("Choose an icon from the Icons pages.")
          .waitFor({ timeout: 20_000 })
          .catch(() => console.log("The unknown icon was not refused in time."));
        await page.screenshot({ path: file("panel-shortcut-unknown-icon") });
        await page.getByRole("dialog").getByRole("combobox", { name: "Icon" }).fill("mat_outline:pay");
        await settle();
        await page.screenshot({ path: file("panel-shortcut-suggestions") });
      }
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
    }
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
