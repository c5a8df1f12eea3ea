import { db } from "@/lib/db";
import * as chat from "@/app/api/apps/chat/chat/route";
import { GET as listChats } from "@/app/api/apps/chat/chats/route";
import { seedChatForUser } from "@/seed/demo/chat";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// POST /api/apps/chat/chat { contactId }: the chat app's "New chat" opens the chat with a contact,
// the existing one or a new empty one.

async function userWithChats() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedChatForUser(tx, signedIn.user.id));
  return signedIn;
}

const openChat = (headers: Record<string, string>, json: unknown) =>
  callRoute(chat.POST, { method: "POST", headers, json });

/** A contact of the user's with no chat yet (the sample has 12 contacts and 8 chats). */
async function contactWithoutChat(userId: string) {
  return db.chatContact.findFirstOrThrow({ where: { userId, chats: { none: {} } }, select: { id: true, name: true } });
}

describe("POST /api/apps/chat/chat", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(chat.POST, { method: "POST", json: { contactId: "x" } })).status).toBe(401);
  });

  it("answers the existing chat with a contact, messages included, and creates nothing", async () => {
    const { user, headers } = await userWithChats();
    const existing = await db.chatConversation.findFirstOrThrow({
      where: { userId: user.id },
      include: { _count: { select: { messages: true } } },
    });
    const { status, data } = await openChat(headers, { contactId: existing.contactId });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: existing.id, contactId: existing.contactId, unreadCount: existing.unreadCount });
    expect(data.messages).toHaveLength(existing._count.messages);
    expect(await db.chatConversation.count({ where: { userId: user.id } })).toBe(8);
  });

  it("creates an empty chat with a contact who has none, once, and lists it last", async () => {
    const { user, headers } = await userWithChats();
    const contact = await contactWithoutChat(user.id);
    const first = await openChat(headers, { contactId: contact.id });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      contactId: contact.id,
      contact: { name: contact.name },
      unreadCount: 0,
      muted: false,
      lastMessage: null,
      lastMessageAt: null,
      messages: [],
    });
    const again = await openChat(headers, { contactId: contact.id });
    expect(again.data.id).toBe(first.data.id);
    const chats = (await callRoute(listChats, { headers })).data as { id: string }[];
    expect(chats).toHaveLength(9);
    expect(chats.at(-1)?.id).toBe(first.data.id);
  });

  it("does not create two chats when two requests race", async () => {
    const { user, headers } = await userWithChats();
    const contact = await contactWithoutChat(user.id);
    const answers = await Promise.all([
      openChat(headers, { contactId: contact.id }),
      openChat(headers, { contactId: contact.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].data.id).toBe(answers[1].data.id);
    expect(await db.chatConversation.count({ where: { userId: user.id, contactId: contact.id } })).toBe(1);
  });

  it("answers 404 for a missing contact or another user's, and 400 without a contact id", async () => {
    const { headers } = await userWithChats();
    const other = await userWithChats();
    const foreign = await contactWithoutChat(other.user.id);
    const missing = await openChat(headers, { contactId: "no-such-contact" });
    expect(missing.status).toBe(404);
    expect(missing.data.error.message).toBe("Could not found contact with id of no-such-contact!");
    expect((await openChat(headers, { contactId: foreign.id })).status).toBe(404);
    expect(await db.chatConversation.count({ where: { userId: other.user.id, contactId: foreign.id } })).toBe(0);
    expect((await openChat(headers, {})).status).toBe(400);
    expect((await openChat(headers, { contactId: "  " })).status).toBe(400);
  });
});
