#!/usr/bin/env node
// Screenshots of the chat app (desktop and phone, light and dark) as the seeded demo user: the
// chats, a conversation, its contact info, the new-chat contacts, the profile and an unknown chat.
// Nothing is written: it only opens and looks (opening a chat does clear its unread count).
//   node scripts/screenshots-apps-chat.mjs [baseURL] [outDir]   (the server must be running on a seeded database)
import path from "node:path";
import { launchBrowser, openPage, screenshotArgs, signIn, sizes, setScheme } from "./screenshot-kit.mjs";

const { baseURL, outDir } = screenshotArgs("screenshots/apps-chat");
const browser = await launchBrowser();

for (const scheme of ["light", "dark"]) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const { context, page } = await openPage(browser, { baseURL, viewport, colorScheme: scheme });
    const snap = async (name) => {
      // Everything is read in the browser: wait until nothing shows a spinner or skeleton.
      await page
        .locator(".MuiCircularProgress-root, .MuiSkeleton-root")
        .first()
        .waitFor({ state: "detached", timeout: 120_000 })
        .catch(() => {});
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(outDir, `${name}-${sizeName}-${scheme}.png`) });
    };
    const shoot = async (name, url) => {
      await page.goto(url, { timeout: 180_000 });
      await page
        .getByRole("heading", { name: "Chats", includeHidden: true })
        .waitFor({ state: "attached", timeout: 120_000 });
      await snap(name);
    };
    await signIn(page);
    await setScheme(page, baseURL, scheme);
    const chats = await (await page.request.get("/api/apps/chat/chats")).json();
    const chat = chats.find((item) => item.lastMessage) ?? chats[0];
    await shoot("chat-list", "/apps/chat");
    await page.getByRole("button", { name: "New chat" }).first().click();
    await snap("chat-new");
    await page.getByRole("button", { name: "Back" }).first().click();
    await page.getByRole("button", { name: "Your profile" }).click();
    await snap("chat-profile");
    await shoot("chat-conversation", `/apps/chat/${chat.id}`);
    await page.getByRole("button", { name: "Contact info", exact: true }).click();
    await snap("chat-contact-info");
    await shoot("chat-not-found", "/apps/chat/no-such-chat");
    await setScheme(page, baseURL, "light");
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
