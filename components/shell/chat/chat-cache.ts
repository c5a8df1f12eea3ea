import type { Chat, ChatChanges, ChatMessage, ChatSummary } from "@/lib/chat/schema";

// Pure updates of the SWR caches behind the quick-chat panel, so a change the server has accepted
// (or is about to) shows at once without fetching the chats again.

/** Messages drawn before the server has stored them carry this id prefix. */
export const PENDING_MESSAGE_ID_PREFIX = "pending:";

let pendingMessageCount = 0;

export function isPendingMessage(message: Pick<ChatMessage, "id">): boolean {
  return message.id.startsWith(PENDING_MESSAGE_ID_PREFIX);
}

/** The message as it is drawn while the request to send it is in flight. */
export function pendingMessage(chatId: string, value: string, now: Date = new Date()): ChatMessage {
  pendingMessageCount += 1;
  return {
    id: `${PENDING_MESSAGE_ID_PREFIX}${pendingMessageCount}`,
    chatId,
    contactId: "",
    value,
    createdAt: now.toISOString(),
    isMine: true,
  };
}

/** The chats list with the changes the user made to one chat (muted, unreadCount). */
export function withChatChanges(chats: ChatSummary[], id: string, changes: ChatChanges): ChatSummary[] {
  return chats.map((chat) => (chat.id === id ? { ...chat, ...changes } : chat));
}

/** The server's order (lib/chat/data.ts): latest message first, chats without messages last, then by id. */
export function compareChats(a: ChatSummary, b: ChatSummary): number {
  if (a.lastMessageAt !== b.lastMessageAt) {
    if (a.lastMessageAt === null) return 1;
    if (b.lastMessageAt === null) return -1;
    return a.lastMessageAt < b.lastMessageAt ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The chats list once `message` was sent: its chat shows it as the last message and moves up. */
export function withLastMessage(chats: ChatSummary[], message: ChatMessage): ChatSummary[] {
  return chats
    .map((chat) =>
      chat.id === message.chatId ? { ...chat, lastMessage: message.value, lastMessageAt: message.createdAt } : chat,
    )
    .sort(compareChats);
}

/** The conversation with a message appended: a pending one, or one the server answered. */
export function withMessage(chat: Chat, message: ChatMessage): Chat {
  if (isPendingMessage(message)) return { ...chat, messages: [...chat.messages, message] };
  return {
    ...chat,
    messages: [...chat.messages, message],
    lastMessage: message.value,
    lastMessageAt: message.createdAt,
  };
}

/** The conversation once the server stored a pending message: the stored one takes its place. */
export function withStoredMessage(chat: Chat, pendingId: string, stored: ChatMessage): Chat {
  const hasPending = chat.messages.some((message) => message.id === pendingId);
  const messages = hasPending
    ? chat.messages.map((message) => (message.id === pendingId ? stored : message))
    : [...chat.messages, stored];
  return { ...chat, messages, lastMessage: stored.value, lastMessageAt: stored.createdAt };
}

export function withoutMessage(chat: Chat, id: string): Chat {
  return { ...chat, messages: chat.messages.filter((message) => message.id !== id) };
}

/** Unread messages across the chats the user has not muted: what the panel's toggle announces. */
export function countUnread(chats: ChatSummary[]): number {
  return chats.reduce((total, chat) => (chat.muted ? total : total + chat.unreadCount), 0);
}
