import { expect as baseExpect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16, "Done means" for the help center: search, open a guide, send the support form and
// see the message in the top bar's messages panel.

test.setTimeout(120_000);
// Generous waits: a development server compiles each screen on its first visit, which can take
// most of a minute on a busy machine; a built server answers well within the suite's usual 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test("a user searches the help center, reads a guide and writes to support", async ({ page }) => {
  const user = await createUser(page.request, "help-center");
  await signInWithApi(page, user);

  // ---- Search: results show while typing, FAQs and guides alike ----
  await page.goto("/apps/help-center");
  // The most asked questions are there once the help center is read (and the page hydrated).
  await expect(page.getByRole("button", { name: "How do I publish my first event?" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search the help center" });
  await search.fill("check");
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("link", { name: /How does check-in work at the door\?/ })).toBeVisible();
  await search.fill("refund");
  await expect(page.getByRole("status").filter({ hasText: /results?$/ })).toBeVisible();
  await search.fill("first event");
  await expect(results.getByRole("link", { name: /Create your first event/ })).toBeVisible();

  // ---- Open the guide: its content, then the next guide of its category ----
  await results.getByRole("link", { name: /Create your first event/ }).click();
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/getting-started\/create-your-first-event$/);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { name: "Create your first event" })).toBeVisible();
  await expect(article).toContainText("Preview the public page and press Publish when it looks right.");
  await page.getByRole("link", { name: /Next\s*Add ticket types/ }).click();
  await expect(page).toHaveURL(/\/guides\/getting-started\/add-ticket-types$/);
  await expect(page.getByRole("article")).toContainText("Early bird, standard, VIP and free tickets");

  // ---- Support: the form checks itself, then sends; the messages badge and panel show it ----
  await page.getByRole("navigation", { name: "Help center sections" }).getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(user.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  const subject = `Payout question ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("When will the payout for last week's concert arrive?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Sent. You will find your request in the messages panel")).toBeVisible();

  await page.getByRole("button", { name: "Messages", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Messages" });
  await expect(panel.getByText(subject)).toBeVisible();
  await expect(panel.getByText("When will the payout for last week's concert arrive?")).toBeVisible();
});

test("an unknown guide shows a way back instead of an error", async ({ page }) => {
  const user = await createUser(page.request, "help-center");
  await signInWithApi(page, user);
  await page.goto("/apps/help-center/guides/getting-started/no-such-guide");
  await expect(page.getByText("There is no such guide.")).toBeVisible();
  await page.getByRole("link", { name: "Guides in Getting started" }).click();
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/getting-started$/);
  await expect(page.getByRole("link", { name: /Create your account/ })).toBeVisible();
});
