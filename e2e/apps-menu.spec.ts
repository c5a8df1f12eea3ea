import { expect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15: no link of the default menu's Apps group answers 404, and the search panel's contact
// and task results open the right contact and task.

test.setTimeout(180_000);

type NavItem = { id: string; link?: string; children?: NavItem[] };

test("every Apps link of the default menu opens its app", async ({ page }) => {
  const user = await createUser(page.request, "apps-menu");
  await signInWithApi(page, user);
  const navigation = await (await page.request.get("/api/common/navigation")).json();
  const apps: NavItem = navigation.default.find((item: NavItem) => item.id === "apps");
  const links = (apps.children ?? []).map((item) => item.link!);
  expect(links.length).toBeGreaterThanOrEqual(10);
  for (const link of links) {
    const response = await page.goto(link);
    expect(response?.status(), link).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), link).toBeVisible();
    await expect(page.getByText(/not found|something went wrong/i), link).toHaveCount(0);
  }
});

test("the search panel's contact and task results open that contact and that task", async ({ page }) => {
  const user = await createUser(page.request, "apps-search");
  await signInWithApi(page, user);
  const contacts: { id: string; name: string }[] = await (await page.request.get("/api/apps/contacts/all")).json();
  const contact = contacts[3];
  const tasks: { id: string; title: string; type: string }[] = await (
    await page.request.get("/api/apps/tasks/all")
  ).json();
  const task = tasks.find((candidate) => candidate.type === "task" && candidate.title.length > 6)!;

  await page.goto("/pages/dashboard");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox").fill(contact.name);
  await page
    .getByRole("option", { name: new RegExp(contact.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/apps/contacts/${contact.id}$`));
  const contactPane = page.getByRole("region", { name: "Contact" }).or(page.getByRole("dialog", { name: "Contact" }));
  await expect(contactPane.getByRole("heading", { name: contact.name })).toBeVisible();

  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox").fill(task.title);
  await page
    .getByRole("option", { name: new RegExp(task.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/apps/tasks/${task.id}$`));
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(task.title);
});
