import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { CONTACT_LINES, MY_LINES, SAMPLE_CHAT_CONTACTS } from "@/seed/data/chat/sample";
import { avatarDataUrl, coverDataUrl } from "@/lib/sample/images";
import { createRandom } from "@/lib/sample/random";
import { insertRows } from "@/seed/demo/insert-rows";

const CHAT_COUNT = 8;
/** Chats (by position, most recent first) whose last message the user has not read yet. */
const UNREAD_CHATS = [0, 1, 3];
const MUTED_CHAT = 4;
const MINUTE = 60_000;

/**
 * Writes one user's own copy of the chat sample: 12 contacts, 8 chats with 5–15 messages each
 * spread over the last days (newest chat first), three with unread messages, one muted. The
 * content is the same for everyone (fixed seed); the times are relative to now, so the sample
 * always looks recent.
 */
export async function seedChatForUser(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const random = createRandom(4242);

  const contacts = SAMPLE_CHAT_CONTACTS.map((contact, index) => ({
    id: randomUUID(),
    userId,
    name: contact.name,
    avatar: avatarDataUrl(contact.name),
    about: contact.about,
    title: contact.title,
    company: contact.company,
    birthday: new Date(`${contact.birthday}T12:00:00.000Z`),
    address: contact.address,
    emails: JSON.stringify(contact.emails),
    phoneNumbers: JSON.stringify(contact.phoneNumbers),
    attachments: JSON.stringify({
      media: Array.from({ length: index % 4 }, (_, k) => coverDataUrl(`${contact.name}-${k}`, 400, 300)),
      docs: contact.docs,
      links: contact.links,
    }),
  }));
  await insertRows(tx, "ChatContact", { data: contacts });

  const chats = [];
  const messages = [];
  let lastMessageAt = now.getTime() - random.int(2, 20) * MINUTE;
  for (const [position, contact] of random.sample(contacts, CHAT_COUNT).entries()) {
    const chatId = randomUUID();
    const count = random.int(5, 15);
    const isUnread = UNREAD_CHATS.includes(position);
    // Walk back from the last message; senders alternate in runs, the last one fixed by isUnread.
    const thread: { isMine: boolean; createdAt: Date }[] = [];
    let at = lastMessageAt;
    let isMine = !isUnread;
    for (let i = 0; i < count; i += 1) {
      thread.unshift({ isMine, createdAt: new Date(at) });
      at -= random.int(2, 90) * MINUTE;
      if (random.chance(0.6)) isMine = !isMine;
    }
    const threadMessages = thread.map(({ isMine: mine, createdAt }) => ({
      id: randomUUID(),
      chatId,
      contactId: mine ? userId : contact.id,
      isMine: mine,
      value: random.pick(mine ? MY_LINES : CONTACT_LINES),
      createdAt,
    }));
    const last = threadMessages[threadMessages.length - 1];
    const trailingFromContact = threadMessages.length - 1 - threadMessages.findLastIndex((message) => message.isMine);
    chats.push({
      id: chatId,
      userId,
      contactId: contact.id,
      unreadCount: isUnread ? trailingFromContact : 0,
      muted: position === MUTED_CHAT,
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
    });
    messages.push(...threadMessages);
    // The next chat's conversation ended a few hours to a day earlier.
    lastMessageAt -= random.int(3 * 60, 20 * 60) * MINUTE;
  }
  await insertRows(tx, "ChatConversation", { data: chats });
  await insertRows(tx, "ChatMessage", { data: messages });
}
