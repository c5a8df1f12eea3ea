import { db } from "@/lib/db";
import * as chat from "@/app/api/apps/chat/chat/route";
import { POST as sendMessage } from "@/app/api/apps/chat/chat/message/route";
import { GET as listChats } from "@/app/api/apps/chat/chats/route";
import { GET as getContact } from "@/app/api/apps/chat/contact/route";
import { GET as listContacts } from "@/app/api/apps/chat/contacts/route";
import { GET as getProfile } from "@/app/api/apps/chat/profile/route";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/schema";
import { seedChatForUser } from "@/seed/demo/chat";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type ChatSummary = {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
};
type Message = { id: string; chatId: string; contactId: string; value: string; createdAt: string; isMine: boolean };

async function userWithChats(options: Parameters<typeof signedInUser>[0] = {}) {
  const signedIn = await signedInUser(options);
  await db.$transaction((tx) => seedChatForUser(tx, signedIn.user.id));
  return signedIn;
}

const chatsOf = async (headers: Record<string, string>): Promise<ChatSummary[]> =>
  (await callRoute(listChats, { headers })).data;
const getChat = (headers: Record<string, string>, id: string) =>
  callRoute(chat.GET, { url: `/x?id=${encodeURIComponent(id)}`, headers });
const patchChat = (headers: Record<string, string>, json: unknown) =>
  callRoute(chat.PATCH, { method: "PATCH", headers, json });
const post = (headers: Record<string, string>, json: unknown) =>
  callRoute(sendMessage, { method: "POST", headers, json });

describe("sample data", () => {
  it("gives each user 12 contacts and 8 chats of 5–15 messages, some unread and one muted", async () => {
    const { user } = await userWithChats();
    expect(await db.chatContact.count({ where: { userId: user.id } })).toBe(12);
    const chats = await db.chatConversation.findMany({ where: { userId: user.id }, include: { messages: true } });
    expect(chats).toHaveLength(8);
    for (const { messages, lastMessage, lastMessageAt } of chats) {
      expect(messages.length).toBeGreaterThanOrEqual(5);
      expect(messages.length).toBeLessThanOrEqual(15);
      const newest = messages.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
      expect(lastMessage).toBe(newest.value);
      expect(lastMessageAt).toEqual(newest.createdAt);
    }
    expect(chats.filter((item) => item.unreadCount > 0)).toHaveLength(3);
    expect(chats.filter((item) => item.muted)).toHaveLength(1);
  });

  it("is fast enough to run inside a sign-up transaction", async () => {
    const { user } = await signedInUser();
    const started = performance.now();
    await db.$transaction((tx) => seedChatForUser(tx, user.id));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("GET /api/apps/chat/contacts and contact", () => {
  it("lists the contacts by name without details and attachments", async () => {
    const { headers } = await userWithChats();
    const { status, data } = await callRoute(listContacts, { headers });
    expect(status).toBe(200);
    expect(data).toHaveLength(12);
    expect(Object.keys(data[0]).sort()).toEqual(["about", "avatar", "id", "name"]);
    const names = data.map((contact: { name: string }) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data[0].avatar).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it("answers one contact with details and attachments, or null", async () => {
    const { headers } = await userWithChats();
    const [first] = (await callRoute(listContacts, { headers })).data;
    const { status, data } = await callRoute(getContact, { url: `/x?id=${first.id}`, headers });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: first.id, name: first.name, avatar: first.avatar, about: first.about });
    expect(Object.keys(data.details).sort()).toEqual([
      "address",
      "birthday",
      "company",
      "emails",
      "phoneNumbers",
      "title",
    ]);
    expect(data.details.emails[0]).toEqual({ email: expect.stringContaining("@"), label: expect.any(String) });
    expect(data.details.phoneNumbers[0]).toEqual({
      country: expect.stringMatching(/^[a-z]{2}$/),
      phoneNumber: expect.any(String),
      label: expect.any(String),
    });
    expect(Date.parse(data.details.birthday)).not.toBeNaN();
    expect(Object.keys(data.attachments).sort()).toEqual(["docs", "links", "media"]);

    const missing = await callRoute(getContact, { url: "/x?id=no-such-contact", headers });
    expect(missing).toMatchObject({ status: 200, data: null });
    expect((await callRoute(getContact, { url: "/x", headers })).status).toBe(400);
  });
});

describe("GET /api/apps/chat/profile", () => {
  it("answers the user's own id, name, email, avatar and about", async () => {
    const { user, headers } = await signedInUser({ firstName: "Noa", lastName: "Berg", about: "Hosts poetry nights." });
    const { status, data } = await callRoute(getProfile, { headers });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: user.id,
      name: "Noa Berg",
      email: user.email,
      avatar: null,
      about: "Hosts poetry nights.",
    });
  });
});

describe("GET /api/apps/chat/chats", () => {
  it("lists the chats with their contact, most recent first, without messages", async () => {
    const { headers } = await userWithChats();
    const { status, data } = await callRoute(listChats, { headers });
    expect(status).toBe(200);
    expect(data).toHaveLength(8);
    expect(Object.keys(data[0]).sort()).toEqual([
      "contact",
      "contactId",
      "id",
      "lastMessage",
      "lastMessageAt",
      "muted",
      "unreadCount",
    ]);
    expect(Object.keys(data[0].contact).sort()).toEqual(["about", "avatar", "details", "name"]);
    const times = data.map((item: ChatSummary) => Date.parse(item.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });
});

describe("GET /api/apps/chat/chat", () => {
  it("answers the chat with its messages, oldest first", async () => {
    const { user, headers } = await userWithChats();
    const [summary] = await chatsOf(headers);
    const { status, data } = await getChat(headers, summary.id);
    expect(status).toBe(200);
    expect(data).toMatchObject({ ...summary, contact: expect.any(Object) });
    const messages: Message[] = data.messages;
    expect(Object.keys(messages[0]).sort()).toEqual(["chatId", "contactId", "createdAt", "id", "isMine", "value"]);
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(messages[messages.length - 1].value).toBe(summary.lastMessage);
    for (const message of messages) {
      expect(message.chatId).toBe(summary.id);
      expect(message.contactId).toBe(message.isMine ? user.id : summary.contactId);
    }
  });

  it("answers the specification's 404 for a missing id", async () => {
    const { headers } = await userWithChats();
    const { status, data } = await getChat(headers, "missing-chat-7");
    expect(status).toBe(404);
    expect(data).toEqual({ error: { code: "not_found", message: "Could not found chat with id of missing-chat-7!" } });
  });

  it("refuses a request without an id (400) or without a user (401)", async () => {
    const { headers } = await userWithChats();
    expect((await callRoute(chat.GET, { url: "/x", headers })).status).toBe(400);
    expect((await callRoute(chat.GET, { url: "/x?id=abc" })).status).toBe(401);
  });
});

describe("PATCH /api/apps/chat/chat", () => {
  it("mutes a chat and resets its unread count, answering the chat", async () => {
    const { headers } = await userWithChats();
    const unread = (await chatsOf(headers)).find((item) => item.unreadCount > 0 && !item.muted)!;
    const { status, data } = await patchChat(headers, { id: unread.id, chat: { muted: true, unreadCount: 0 } });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: unread.id, muted: true, unreadCount: 0, lastMessage: unread.lastMessage });
    expect(data.messages.length).toBeGreaterThanOrEqual(5);
    const after = (await chatsOf(headers)).find((item) => item.id === unread.id)!;
    expect(after).toMatchObject({ muted: true, unreadCount: 0 });

    const unmuted = await patchChat(headers, { id: unread.id, chat: { muted: false } });
    expect(unmuted.data).toMatchObject({ muted: false, unreadCount: 0 });
  });

  it("ignores the fields a user may not change (the screens send the whole chat back)", async () => {
    const { headers } = await userWithChats();
    const [summary] = await chatsOf(headers);
    const { status, data } = await patchChat(headers, {
      id: summary.id,
      chat: { ...summary, muted: !summary.muted, lastMessage: "forged", contactId: "x" },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      muted: !summary.muted,
      lastMessage: summary.lastMessage,
      contactId: summary.contactId,
    });
  });

  it("answers the specification's 404 for a missing id", async () => {
    const { headers } = await userWithChats();
    const { status, data } = await patchChat(headers, { id: "gone", chat: { muted: true } });
    expect(status).toBe(404);
    expect(data.error.message).toBe("Could not found chat with id of gone!");
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { user, headers } = await userWithChats();
    const [summary] = await chatsOf(headers);
    const before = await db.chatConversation.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    for (const json of [
      { id: summary.id, chat: { muted: "yes" } },
      { id: summary.id, chat: { unreadCount: -1 } },
      { id: summary.id, chat: { unreadCount: 1.5 } },
      { id: summary.id },
      { chat: { muted: true } },
      { id: "", chat: { muted: true } },
    ]) {
      const { status, data } = await patchChat(headers, json);
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    expect((await callRoute(chat.PATCH, { method: "PATCH", headers, rawBody: "{not json" })).status).toBe(400);
    expect(await db.chatConversation.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } })).toEqual(before);
  });
});

describe("POST /api/apps/chat/chat/message", () => {
  it("appends the user's message and makes it the chat's last message", async () => {
    const { user, headers } = await userWithChats();
    const chats = await chatsOf(headers);
    const oldest = chats[chats.length - 1];
    const before = (await getChat(headers, oldest.id)).data.messages as Message[];

    const { status, data } = await post(headers, { chatId: oldest.id, value: "  See you at the venue!  " });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      chatId: oldest.id,
      contactId: user.id,
      value: "See you at the venue!",
      createdAt: expect.any(String),
      isMine: true,
    });
    const second = await post(headers, { chatId: oldest.id, value: "Bring the badges." });

    const after = (await getChat(headers, oldest.id)).data;
    expect(after.messages).toHaveLength(before.length + 2);
    expect(after.messages.slice(-2).map((message: Message) => message.value)).toEqual([
      "See you at the venue!",
      "Bring the badges.",
    ]);
    expect(after).toMatchObject({ lastMessage: "Bring the badges.", lastMessageAt: second.data.createdAt });
    // The chat moved to the top of the list.
    expect((await chatsOf(headers))[0].id).toBe(oldest.id);
  });

  it("answers the specification's 404 for a missing chat and stores nothing", async () => {
    const { headers } = await userWithChats();
    const count = await db.chatMessage.count();
    const { status, data } = await post(headers, { chatId: "nope", value: "Hello" });
    expect(status).toBe(404);
    expect(data.error.message).toBe("Could not found chat with id of nope!");
    expect(await db.chatMessage.count()).toBe(count);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const { headers } = await userWithChats();
    const [summary] = await chatsOf(headers);
    const count = await db.chatMessage.count({ where: { chatId: summary.id } });
    for (const json of [
      { chatId: summary.id, value: "" },
      { chatId: summary.id, value: "   " },
      { chatId: summary.id, value: 42 },
      { chatId: summary.id, value: "x".repeat(MAX_MESSAGE_LENGTH + 1) },
      { value: "Hello" },
    ]) {
      expect((await post(headers, json)).status).toBe(400);
    }
    expect(await db.chatMessage.count({ where: { chatId: summary.id } })).toBe(count);
    expect((await chatsOf(headers)).find((item) => item.id === summary.id)?.lastMessage).toBe(summary.lastMessage);
  });
});

describe("isolation", () => {
  it("one user cannot read or change another user's contacts, chats or messages", async () => {
    const owner = await userWithChats();
    const intruder = await userWithChats();
    const [ownerChat] = await chatsOf(owner.headers);
    const [ownerContact] = (await callRoute(listContacts, { headers: owner.headers })).data;

    const intruderChats = await chatsOf(intruder.headers);
    expect(intruderChats.map((item) => item.id)).not.toContain(ownerChat.id);
    expect(
      (await callRoute(getContact, { url: `/x?id=${ownerContact.id}`, headers: intruder.headers })).data,
    ).toBeNull();

    const read = await getChat(intruder.headers, ownerChat.id);
    expect(read).toEqual({
      status: 404,
      data: { error: { code: "not_found", message: `Could not found chat with id of ${ownerChat.id}!` } },
      headers: expect.anything(),
    });
    expect(
      (await patchChat(intruder.headers, { id: ownerChat.id, chat: { muted: !ownerChat.muted, unreadCount: 99 } }))
        .status,
    ).toBe(404);
    expect((await post(intruder.headers, { chatId: ownerChat.id, value: "Hi from elsewhere" })).status).toBe(404);

    const unchanged = (await getChat(owner.headers, ownerChat.id)).data;
    expect(unchanged).toMatchObject({
      muted: ownerChat.muted,
      unreadCount: ownerChat.unreadCount,
      lastMessage: ownerChat.lastMessage,
    });
    expect(unchanged.messages.some((message: Message) => message.value === "Hi from elsewhere")).toBe(false);
  });

  it("needs a signed-in user for every chat endpoint", async () => {
    for (const handler of [listContacts, getProfile, listChats]) expect((await callRoute(handler)).status).toBe(401);
    expect((await callRoute(getContact, { url: "/x?id=a" })).status).toBe(401);
    expect((await patchChat({}, { id: "a", chat: { muted: true } })).status).toBe(401);
    expect((await post({}, { chatId: "a", value: "b" })).status).toBe(401);
  });
});
