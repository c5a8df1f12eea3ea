import "server-only";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { chatNotFound, getChat, toChatMessage } from "@/lib/chat/data";
import type { Chat, ChatChanges, ChatMessage } from "@/lib/chat/schema";

/** Merges the changeable fields (muted, unreadCount) into the user's chat and answers the chat. */
export async function updateChat(userId: string, id: string, changes: ChatChanges): Promise<Chat> {
  const { count } = await db.chatConversation.updateMany({ where: { id, userId }, data: changes });
  if (count === 0) throw chatNotFound(id);
  return getChat(userId, id);
}

/**
 * Appends a message from the user to their chat and makes it the chat's last message, in one
 * transaction so the list never shows a last message that was not stored.
 */
export async function sendChatMessage(userId: string, chatId: string, value: string): Promise<ChatMessage> {
  return db.$transaction(async (tx) => {
    const chat = await tx.chatConversation.findFirst({
      where: { id: chatId, userId },
      select: { lastMessageAt: true },
    });
    if (!chat) throw chatNotFound(chatId);
    // Messages are ordered by time; two sent within one millisecond must still keep their order.
    const createdAt = new Date(Math.max(Date.now(), (chat.lastMessageAt?.getTime() ?? 0) + 1));
    const message = await tx.chatMessage.create({
      data: { chatId, contactId: userId, isMine: true, value, createdAt },
      select: { id: true, chatId: true, contactId: true, value: true, createdAt: true, isMine: true },
    });
    await tx.chatConversation.update({
      where: { id: chatId },
      data: { lastMessage: message.value, lastMessageAt: message.createdAt },
    });
    return toChatMessage(message);
  });
}

/**
 * The user's chat with one of their contacts: the existing one (the oldest, should there be two),
 * or a new one without messages. A contact that is missing or someone else's is a 404.
 */
export async function openChatWithContact(userId: string, contactId: string): Promise<Chat> {
  // One write transaction: two clicks racing cannot both find no chat and create two.
  const id = await db.$transaction(async (tx) => {
    const contact = await tx.chatContact.findFirst({ where: { id: contactId, userId }, select: { id: true } });
    if (!contact) throw new ApiError(404, "not_found", `Could not found contact with id of ${contactId}!`);
    const existing = await tx.chatConversation.findFirst({
      where: { userId, contactId },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    if (existing) return existing.id;
    const chat = await tx.chatConversation.create({ data: { userId, contactId }, select: { id: true } });
    return chat.id;
  });
  return getChat(userId, id);
}
