import type { Chat, ChatMessage, ChatSummary } from "@/lib/chat/schema";
import { compareChats } from "@/components/shell/chat/chat-cache";
import { foldAccents } from "@/lib/text/fold-accents";

export type MessageDay = {
  /** The local calendar day, `YYYY-MM-DD`. */
  key: string;
  /** How the separator names the day: today, yesterday, a weekday this week, or a date. */
  kind: "today" | "yesterday" | "weekday" | "date";
  /** Noon of that day (for formatting the weekday or the date). */
  date: Date;
  messages: ChatMessage[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

function dayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from `date` to `now` (0 today, 1 yesterday); daylight saving does not skew it. */
function daysAgo(date: Date, now: Date): number {
  const start = (value: Date) => Date.UTC(value.getFullYear(), value.getMonth(), value.getDate());
  return Math.round((start(now) - start(date)) / DAY_MS);
}

/**
 * The conversation cut into days, as WhatsApp separates them: messages keep their order, and a
 * new day starts whenever the local date changes (in the reader's time zone).
 */
export function groupMessagesByDay(messages: ChatMessage[], now: Date = new Date()): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const created = new Date(message.createdAt);
    const key = Number.isNaN(created.getTime()) ? "unknown" : dayKey(created);
    const current = days.at(-1);
    if (current?.key === key) {
      current.messages.push(message);
      continue;
    }
    const ago = daysAgo(created, now);
    const kind = ago === 0 ? "today" : ago === 1 ? "yesterday" : ago > 1 && ago < 7 ? "weekday" : "date";
    const date = new Date(created.getFullYear(), created.getMonth(), created.getDate(), 12);
    days.push({ key, kind, date, messages: [message] });
  }
  return days;
}

/** Chats whose contact's name or last message holds the search text (case and accents ignored). */
export function filterChats<T extends { contact: { name: string }; lastMessage: string | null }>(
  chats: T[],
  search: string,
): T[] {
  const needle = foldAccents(search.trim());
  if (!needle) return chats;
  return chats.filter(
    (chat) => foldAccents(chat.contact.name).includes(needle) || foldAccents(chat.lastMessage ?? "").includes(needle),
  );
}

/** The chats list with `chat` in it: a chat it lacks (just created) takes its place by the server's order. */
export function withChat(chats: ChatSummary[], chat: Chat): ChatSummary[] {
  if (chats.some((item) => item.id === chat.id)) return chats;
  const { messages: _messages, ...summary } = chat;
  return [...chats, summary].sort(compareChats);
}
