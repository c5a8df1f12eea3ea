import { expect, test, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15's contacts path, through the UI on a new user's own sample address book: Add contact
// makes "New Contact" and opens it in edit mode; it is renamed and given an email (a bad one is
// refused at the field first), which outlive a reload; it is deleted and brought back with Undo,
// which outlives a reload too. And a contact's link (the search panel's) opens that contact.

test.setTimeout(180_000);

/** Right after a navigation: the first paint may wait for the server (long on a dev server). */
const AFTER_LOAD = { timeout: 20_000 };

function contactList(page: Page) {
  return page.getByRole("list", { name: "Contacts by name" });
}

/** The list is virtualised (only the rows in view exist), so a contact is looked for by searching its name. */
async function findInList(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(name);
  const link = contactList(page).getByRole("link", { name: new RegExp(name) });
  await expect(link).toBeVisible();
  return link;
}

function contactPane(page: Page) {
  return page.getByRole("region", { name: "Contact" }).or(page.getByRole("dialog", { name: "Contact" }));
}

test("add a contact, rename it, add an email, reload, delete it and undo", async ({ page }) => {
  const user = await createUser(page.request, "contacts");
  await signInWithApi(page, user);
  const name = `Zora Quill ${Date.now().toString(36)}`;

  await page.goto("/apps/contacts");
  await expect(contactList(page).getByRole("link").first()).toBeVisible(AFTER_LOAD);

  await page.getByRole("button", { name: "Add contact" }).click();
  await expect(page).toHaveURL(/\/apps\/contacts\/[0-9a-f-]{36}$/, AFTER_LOAD);
  const id = page.url().split("/").pop()!;
  await expect(contactList(page).getByRole("link", { name: /New Contact/ })).toBeVisible();
  const nameField = page.getByRole("textbox", { name: "Name" });
  await expect(nameField).toHaveValue("New Contact");

  await nameField.fill(name);
  await page.getByRole("button", { name: "Add email" }).click();
  const emailField = page.getByRole("textbox", { name: "Email" });
  await emailField.fill("zora@");
  let patches = 0;
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().includes("/api/apps/contacts/contact")) patches += 1;
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  expect(patches).toBe(0);

  await emailField.fill("zora.quill@example.com");
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().includes("/api/apps/contacts/contact"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(contactPane(page).getByRole("heading", { name })).toBeVisible();
  await expect(contactPane(page).getByRole("link", { name: "zora.quill@example.com" })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/apps/contacts/${id}$`));
  await expect(contactPane(page).getByRole("heading", { name })).toBeVisible(AFTER_LOAD);
  await expect(contactPane(page).getByRole("link", { name: "zora.quill@example.com" })).toBeVisible();
  await findInList(page, name);

  await contactPane(page).getByRole("button", { name: "Delete", exact: true }).click();
  const confirmation = page.getByRole("dialog", { name: `Delete ${name}?` });
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/apps\/contacts$/, AFTER_LOAD);
  await expect(contactList(page).getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(contactList(page).getByRole("link", { name: new RegExp(name) })).toBeVisible();

  await page.reload();
  await expect(contactList(page).getByRole("link").first()).toBeVisible(AFTER_LOAD);
  await (await findInList(page, name)).click();
  await expect(contactPane(page).getByRole("link", { name: "zora.quill@example.com" })).toBeVisible();
});

test("a contact's own address opens it, and an unknown one says it is not there", async ({ page }) => {
  const user = await createUser(page.request, "contacts-link");
  await signInWithApi(page, user);
  const contacts: { id: string; name: string; emails: { email: string }[] }[] = await (
    await page.request.get("/api/apps/contacts/all")
  ).json();
  const contact = contacts.find((item) => item.emails.length > 0)!;

  await page.goto(`/apps/contacts/${contact.id}`);
  await expect(contactPane(page).getByRole("heading", { name: contact.name })).toBeVisible(AFTER_LOAD);
  await expect(contactPane(page).getByRole("link", { name: contact.emails[0].email })).toBeVisible();

  await page.goto("/apps/contacts/00000000-0000-4000-8000-000000000000");
  await expect(contactPane(page).getByRole("heading", { name: "Contact not found" })).toBeVisible(AFTER_LOAD);
});
