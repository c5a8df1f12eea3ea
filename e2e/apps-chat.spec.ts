import { expect, test, type Page } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #15, chat: a fresh user (with their own sample chats) sends a message that survives a
// reload; opening a chat with unread messages clears its badge in the app's list and in the
// shell's quick-chat panel; a new chat starts from the contacts; mute and unmute; an unknown chat.

test.setTimeout(120_000);

/** The first content after a page load is read in the browser; a busy dev server can take a while. */
const FIRST_PAINT = { timeout: 20_000 };

type ChatSummary = { id: string; contact: { name: string }; unreadCount: number; muted: boolean };

async function chatsOf(page: Page): Promise<ChatSummary[]> {
  const response = await page.request.get("/api/apps/chat/chats");
  expect(response.ok()).toBeTruthy();
  return response.json();
}

const appList = (page: Page) => page.getByTestId("chat-app-list");
const chatLink = (page: Page, id: string) => appList(page).locator(`a[data-chat-id="${id}"]`);
const quickChatToggle = (page: Page) => page.getByRole("button", { name: "Quick chat" });

test("send a message, reload, it is still there", async ({ page }) => {
  const user = await createUser(page.request, "chat");
  await signInWithApi(page, user);
  const [chat] = await chatsOf(page);
  const text = `Doors open at seven ${Date.now().toString(36)}`;

  await page.goto("/apps/chat");
  await chatLink(page, chat.id).click();
  await expect(page).toHaveURL(new RegExp(`/apps/chat/${chat.id}$`), FIRST_PAINT);
  await expect(page.getByTestId("chat-contact-name")).toHaveText(chat.contact.name, FIRST_PAINT);

  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("first line");
  await box.press("Shift+Enter");
  await box.pressSequentially(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const log = page.getByRole("log", { name: `Messages with ${chat.contact.name}` });
  await expect(log.locator('li[data-mine="true"]').last()).toContainText(`first line\n${text}`);
  await expect(log.getByRole("heading", { name: "Today" })).toBeVisible();
  // Stored: the sending mark turns into the sent one, and the list shows it as the last message.
  await expect(log.locator('li[data-mine="true"]').last().getByRole("img", { name: "Sent" })).toBeVisible(FIRST_PAINT);
  await expect(chatLink(page, chat.id).getByTestId("chat-last-message")).toContainText(text);

  await page.reload();
  await expect(page.getByRole("log", { name: `Messages with ${chat.contact.name}` })).toContainText(text, FIRST_PAINT);
  await expect(chatLink(page, chat.id).getByTestId("chat-last-message")).toContainText(text);
});

test("opening a chat with unread messages clears its badge in the list and in the quick chat", async ({ page }) => {
  const user = await createUser(page.request, "chat");
  await signInWithApi(page, user);
  const chats = await chatsOf(page);
  const unread = chats.find((chat) => chat.unreadCount > 0 && !chat.muted)!;
  expect(unread).toBeTruthy();
  const totalUnread = chats.reduce((sum, chat) => sum + (chat.muted ? 0 : chat.unreadCount), 0);

  await page.goto("/apps/chat");
  await expect(chatLink(page, unread.id).getByTestId("chat-unread-badge")).toContainText(
    String(unread.unreadCount),
    FIRST_PAINT,
  );
  // The badge's number is drawn by CSS from its data-count (components/shell/panels/count-badge.tsx).
  await expect(quickChatToggle(page).locator("[data-count]")).toHaveAttribute("data-count", String(totalUnread));

  await chatLink(page, unread.id).click();
  await expect(page.getByTestId("chat-contact-name")).toHaveText(unread.contact.name, FIRST_PAINT);
  await expect(chatLink(page, unread.id).getByTestId("chat-unread-badge")).toHaveCount(0);
  const left = totalUnread - unread.unreadCount;
  if (left > 0) await expect(quickChatToggle(page).locator("[data-count]")).toHaveAttribute("data-count", String(left));
  else await expect(quickChatToggle(page).locator(".MuiBadge-invisible")).toHaveCount(1);

  // The quick-chat panel reads the same list: the chat shows no unread count there either.
  await quickChatToggle(page).click();
  const panelItem = page.getByTestId("quick-chat-list").locator(`[data-chat-id="${unread.id}"]`);
  await expect(panelItem).toBeVisible();
  await expect(panelItem).not.toContainText(/unread/);
  await page.keyboard.press("Escape");

  // And the server knows: after a reload the badge stays away.
  await page.reload();
  await expect(chatLink(page, unread.id)).toBeVisible(FIRST_PAINT);
  await expect(chatLink(page, unread.id).getByTestId("chat-unread-badge")).toHaveCount(0);
});

test("a new chat from the contacts, mute and unmute, and an unknown chat", async ({ page }) => {
  const user = await createUser(page.request, "chat");
  await signInWithApi(page, user);
  const chats = await chatsOf(page);
  const contacts: { id: string; name: string }[] = await (await page.request.get("/api/apps/chat/contacts")).json();
  const withoutChat = contacts.find((contact) => !chats.some((chat) => chat.contact.name === contact.name))!;

  await page.goto("/apps/chat");
  await expect(appList(page)).toBeVisible(FIRST_PAINT);
  await page.getByRole("button", { name: "New chat" }).first().click();
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(withoutChat.name.split(" ")[0]);
  await page.getByRole("button", { name: withoutChat.name }).click();
  await expect(page.getByTestId("chat-contact-name")).toHaveText(withoutChat.name, FIRST_PAINT);
  await expect(page.getByText(`No messages with ${withoutChat.name} yet.`)).toBeVisible();
  await page.getByRole("textbox", { name: "Message" }).fill("Welcome aboard!");
  await page.keyboard.press("Enter");
  await expect(appList(page).getByRole("link", { name: new RegExp(withoutChat.name) })).toContainText(
    "Welcome aboard!",
    FIRST_PAINT,
  );
  expect(await chatsOf(page)).toHaveLength(chats.length + 1);

  // Mute, and the list marks it; unmute from the contact info.
  await page.getByRole("button", { name: "Mute notifications" }).click();
  const url = page.url();
  const chatId = url.slice(url.lastIndexOf("/") + 1);
  await expect(chatLink(page, chatId).getByRole("img", { name: "Muted" })).toBeVisible();
  await page.getByRole("button", { name: "Contact info", exact: true }).click();
  const info = page.getByTestId("chat-contact-info");
  await expect(info.getByRole("heading", { name: withoutChat.name })).toBeVisible();
  await info.getByRole("switch", { name: "Mute notifications" }).or(info.getByRole("checkbox")).click();
  await expect(chatLink(page, chatId).getByRole("img", { name: "Muted" })).toHaveCount(0);
  await expect
    .poll(async () => (await chatsOf(page)).find((chat) => chat.id === chatId)?.muted, FIRST_PAINT)
    .toBe(false);

  await page.goto("/apps/chat/no-such-chat");
  await expect(page.getByText("This chat does not exist")).toBeVisible(FIRST_PAINT);
  await page.getByRole("link", { name: "Back to chats" }).last().click();
  await expect(page).toHaveURL(/\/apps\/chat$/, FIRST_PAINT);
});
