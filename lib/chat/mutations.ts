import "server-only";
import { db } from "@/lib/db";
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
