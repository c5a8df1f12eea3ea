import { expect as baseExpect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16: the docs render from their Markdown files (content/docs/<lang>/…) in the reader's
// language, and the activities page shows its timeline with sanitised markup and working links.

test.setTimeout(120_000);
// A development server compiles each screen on its first visit; a built one answers at once.
const expect = baseExpect.configure({ timeout: 20_000 });

test("the changelog and the guides render from Markdown, with previous/next and the side list", async ({ page }) => {
  const user = await createUser(page.request, "docs");
  await signInWithApi(page, user);

  // ---- The changelog: a version heading and a list item from content/docs/en/changelog.md ----
  await page.goto("/docs/changelog");
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2, name: "Changelog" })).toBeVisible();
  await expect(article.getByRole("heading", { level: 3, name: "0.8.0 — 25 November 2026" })).toBeVisible();
  await expect(
    article
      .getByRole("listitem")
      .filter({ hasText: "Help center, academy and inventory, so no link of the apps menu" }),
  ).toBeVisible();
  // A heading is its own anchor.
  await expect(article.getByRole("link", { name: "0.7.0 — 25 November 2026" })).toHaveAttribute(
    "href",
    "#0-7-0-25-november-2026",
  );

  // ---- The introduction: a paragraph, a table and in-app links from the file ----
  await page.goto("/docs/guides/getting-started/introduction");
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await expect(page.getByText("Hostdeck is an event-hosting app for hosts and the vendors")).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "Upcoming events, recent orders, sales and what needs your attention" }),
  ).toBeVisible();
  const eventsLink = page.getByRole("article").getByRole("link", { name: "Events", exact: true });
  await expect(eventsLink).toHaveAttribute("href", "/pages/events");
  await expect(eventsLink).not.toHaveAttribute("target", /.+/);

  // ---- Next moves to the next guide; its code block and external link ----
  await page.getByRole("navigation", { name: "Previous and next page" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/getting-started\/running-locally$/);
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Running it locally" })).toBeVisible();
  await expect(page.getByRole("article").locator("pre code").first()).toHaveText("npm install && npm start");
  const external = page.getByRole("article").getByRole("link", { name: "http://localhost:3000" });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await page
    .getByRole("navigation", { name: "Previous and next page" })
    .getByRole("link", { name: /Previous/ })
    .click();
  await expect(page).toHaveURL(/\/getting-started\/introduction$/);

  // ---- The side list opens any page and marks the current one ----
  const sideList = page.getByRole("navigation", { name: "Documentation pages" }).first();
  await sideList.getByRole("link", { name: "Selling tickets" }).click();
  await expect(page).toHaveURL(/\/getting-started\/selling-tickets$/);
  await expect(page.getByText("so two buyers can never get the same last ticket")).toBeVisible();
  await expect(sideList.getByRole("link", { name: "Selling tickets" })).toHaveAttribute("aria-current", "page");

  // ---- An unknown guide is the app's "not found" ----
  await page.goto("/docs/guides/getting-started/no-such-guide");
  await expect(page.getByText("This page does not exist, or it moved.")).toBeVisible();
});

test("a Turkish reader gets the Turkish page", async ({ page, baseURL }) => {
  const user = await createUser(page.request, "docs-tr");
  await signInWithApi(page, user);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "tr", url: baseURL! }]);
  await page.goto("/docs/guides/getting-started/introduction");
  await expect(page.getByRole("article").getByRole("heading", { level: 2, name: "Tanıtım" })).toBeVisible();
  await expect(page.getByText("bir etkinlik yönetim uygulamasıdır")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Önceki ve sonraki sayfa" })).toContainText(
    "Yerel olarak çalıştırma",
  );
});

test("the activities timeline groups by day, renders markup and opens in-app links in the app", async ({ page }) => {
  const user = await createUser(page.request, "activities");
  await signInWithApi(page, user);
  await page.goto("/pages/activities");

  // Grouped by day, newest first. The sample is dated hours and days before now, so which entries
  // fall on "Today" depends on the hour the test runs (just after midnight only the newest do).
  const days = page.getByRole("main").getByRole("region");
  await expect(days.first()).toHaveAccessibleName(/^(Today|Yesterday)/);
  await expect(page.getByRole("region", { name: /^Yesterday/ })).toBeVisible();
  expect(await days.count()).toBeGreaterThanOrEqual(5);
  // A known description, its bold part as <strong> (the markup rendered, not shown as text).
  const approved = days.first().getByRole("listitem").filter({ hasText: "Your event Harbour Jazz Night was approved" });
  await expect(approved.locator("strong")).toHaveText("Harbour Jazz Night");
  await expect(approved).not.toContainText("<strong>");
  await expect(approved.locator("time")).toHaveText(/\d{1,2}:\d{2}/);

  // A link outside the app (useRouter false) opens in a new tab, without giving the page away.
  const payouts = page.getByRole("link", { name: /Stripe payouts/ });
  await expect(payouts).toHaveAttribute("href", "https://dashboard.stripe.com/payouts");
  await expect(payouts).toHaveAttribute("target", "_blank");
  await expect(payouts).toHaveAttribute("rel", /noopener/);

  // An in-app link navigates with the router: the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { keptAcrossNavigation: boolean }).keptAcrossNavigation = true));
  const mailbox = page.getByRole("link", { name: "Mailbox" }).first();
  await expect(mailbox).not.toHaveAttribute("target", /.+/);
  await mailbox.click();
  await expect(page).toHaveURL(/\/apps\/mailbox/);
  expect(
    await page.evaluate(() => (window as unknown as { keptAcrossNavigation?: boolean }).keptAcrossNavigation),
  ).toBe(true);
});
