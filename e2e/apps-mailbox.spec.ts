import { expect as baseExpect, test } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15, mailbox: a new user (with their own sample mailbox) opens an unread inbox mail, which
// turns read; stars it and finds it under Starred; composes and sends a mail and finds it in Sent.

test.setTimeout(120_000);
// Generous waits: a dev server compiles each page on its first hit.
const expect = baseExpect.configure({ timeout: 20_000 });

test("open an inbox mail (it turns read), star it, find it under Starred, send one and find it in Sent", async ({
  page,
}) => {
  const user = await createUser(page.request, "mailbox");
  await signInWithApi(page, user);

  await page.goto("/apps/mailbox");
  await expect(page).toHaveURL(/\/apps\/mailbox\/inbox$/);
  const inbox = page.getByRole("list", { name: "Mails in Inbox" });
  await expect(inbox).toBeVisible();

  // ---- Open an unread mail of the list: it shows, and its row no longer reads "Unread" ----
  const firstPage = await (await page.request.get("/api/apps/mailbox/mails?folder=inbox&page=1")).json();
  const unreadMail = firstPage.mails.find((entry: { unread: boolean }) => entry.unread);
  const subject: string = unreadMail.subject;
  const folders = await (await page.request.get("/api/apps/mailbox/folders")).json();
  const unreadBefore: number = folders.find((folder: { slug: string }) => folder.slug === "inbox").count;
  const inboxLink = page.getByRole("link", { name: /^Inbox/ });
  await expect(inboxLink).toHaveAccessibleName(`Inbox ${unreadBefore} unread`);
  const row = inbox.getByRole("link", { name: new RegExp(`, ${escapeRegExp(subject)}, `) }).first();
  await expect(row).toHaveAttribute("aria-label", /^Unread, /);
  await row.click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/inbox\/[^/]+$/);
  const mail = page.getByRole("article", { name: subject });
  await expect(mail.getByRole("heading", { name: subject })).toBeVisible();
  // ---- Star it ----
  const star = mail.getByRole("button", { name: "Starred" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");

  // ---- Back at the list: the mail reads as read, the inbox counts one unread less ----
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/inbox$/);
  await expect(row).toHaveAttribute("aria-label", /^(?!Unread)/);
  await expect(inboxLink).toHaveAccessibleName(`Inbox ${unreadBefore - 1} unread`);

  // ---- Under Starred (the star held on the server: the page is read again) ----
  await page.getByRole("link", { name: "Starred", exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/starred$/);
  await page.reload();
  const starredRows = page.getByRole("list", { name: "Mails in Starred" });
  await expect(starredRows.getByRole("link", { name: new RegExp(`, ${escapeRegExp(subject)}, `) })).toBeVisible();

  // ---- Compose and send a mail, and find it in Sent ----
  const sentSubject = `Demo send ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Compose" }).first().click();
  const composer = page.getByRole("dialog", { name: "New message" });
  await expect(composer).toContainText("nothing leaves the server");
  await composer.getByRole("textbox", { name: "To" }).fill("not an address");
  await composer.getByRole("button", { name: "Send" }).click();
  await expect(composer).toContainText("Not an email address: not an address");
  await composer.getByRole("textbox", { name: "To" }).fill("Ana Pop <ana@example.ro>");
  await composer.getByRole("textbox", { name: "Subject" }).fill(sentSubject);
  await composer.getByRole("textbox", { name: "Message" }).fill("See you at the venue at nine.");
  await composer.getByRole("button", { name: "Send" }).click();
  await expect(composer).toBeHidden();

  await page.getByRole("link", { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/\/apps\/mailbox\/sent$/);
  const sentRow = page.getByRole("list", { name: "Mails in Sent" }).getByRole("link", { name: sentSubject });
  await expect(sentRow).toBeVisible();
  await expect(sentRow).toHaveAttribute("aria-label", /^To: Ana Pop, /);
  await sentRow.click();
  const sentMail = page.getByRole("article", { name: sentSubject });
  await expect(sentMail).toContainText("See you at the venue at nine.");
  await expect(sentMail).toContainText("Ana Pop <ana@example.ro>");
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
