#!/usr/bin/env node
// Screenshots of the docs and the activities page (desktop and phone, light and dark) as the seeded
// demo user: the introduction, a guide with a table and code, the changelog, the side list's drawer
// on a phone, the Turkish introduction, and the activities timeline. These pages read the same for
// every account, so the script signs up its own user: other scripts switch the shared demo user's
// colour scheme while they run, and would turn these dark shots light halfway.
//   node scripts/screenshots-docs.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/docs");
const browser = await launchBrowser();
const user = {
  name: "Docs Screenshots",
  email: `docs-shots-${Date.now().toString(36)}@example.test`,
  password: "Sup3r-secret!",
};
{
  const { context, page } = await openPage(browser, { baseURL });
  const response = await page.request.post("/api/auth/sign-up", { data: { ...user, agreements: true } });
  if (!response.ok()) throw new Error(`Could not sign up: ${response.status()} ${await response.text()}`);
  await context.close();
}

/** A busy development server can miss the kit's 30 s once; try a write twice more before giving up. */
async function patiently(action) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    page.setDefaultTimeout(120_000);
    const shoot = async (name, url, prepare, { fullPage = true } = {}) => {
      if (url) await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page
        .waitForFunction(() => !document.querySelector(".MuiSkeleton-root"), null, { timeout: 90_000 })
        .catch(() => console.log(`${name}: still loading after 90 s`));
      if (prepare) await prepare();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`), fullPage });
    };
    await signIn(page, user.email, user.password);
    await patiently(() => setScheme(page, baseURL, scheme));
    await shoot("introduction", "/docs/guides/getting-started/introduction");
    await shoot("running-locally", "/docs/guides/getting-started/running-locally");
    await shoot("selling-tickets", "/docs/guides/getting-started/selling-tickets");
    await shoot("changelog", "/docs/changelog");
    if (sizeName === "phone") {
      await shoot(
        "side-list",
        "/docs/guides/getting-started/demo-accounts",
        async () => {
          await page.getByRole("button", { name: "Documentation pages" }).click();
          await page.getByRole("dialog").waitFor();
        },
        { fullPage: false },
      );
    }
    await shoot("activities", "/pages/activities");
    await context.addCookies([{ name: "NEXT_LOCALE", value: "tr", url: baseURL }]);
    await shoot("introduction-tr", "/docs/guides/getting-started/introduction");
    await shoot("activities-tr", "/pages/activities");
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
