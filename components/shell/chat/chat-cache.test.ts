import type { Chat, ChatMessage, ChatSummary } from "@/lib/chat/schema";
import {
  compareChats,
  countUnread,
  isPendingMessage,
  pendingMessage,
  withChatChanges,
  withLastMessage,
  withMessage,
  withoutMessage,
  withStoredMessage,
} from "@/components/shell/chat/chat-cache";
import { formatChatTime as formatChat, formatMessageTime as formatMessage } from "@/components/shell/chat/chat-time";

const details = { emails: [], phoneNumbers: [], title: null, company: null, birthday: null, address: null };

function summary(id: string, lastMessageAt: string | null, extra: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id,
    contactId: `contact-${id}`,
    contact: { avatar: null, name: `Contact ${id}`, about: "", details },
    unreadCount: 0,
    muted: false,
    lastMessage: lastMessageAt ? `last of ${id}` : null,
    lastMessageAt,
    ...extra,
  };
}

function stored(chatId: string, value: string, createdAt: string): ChatMessage {
  return { id: `stored-${value}`, chatId, contactId: "me", value, createdAt, isMine: true };
}

describe("chat list updates", () => {
  const chats = [
    summary("a", "2026-03-02T10:00:00.000Z"),
    summary("b", "2026-03-01T10:00:00.000Z"),
    summary("c", null),
  ];

  it("orders like the server: latest first, chats without messages last, then by id", () => {
    const shuffled = [
      summary("z", null),
      summary("c", null),
      chats[1],
      chats[0],
      summary("d", "2026-03-01T10:00:00.000Z"),
    ];
    expect(shuffled.sort(compareChats).map((chat) => chat.id)).toEqual(["a", "b", "d", "c", "z"]);
  });

  it("moves the chat a message was sent in to the top, with that message as its last", () => {
    const next = withLastMessage(chats, stored("c", "hello", "2026-03-03T08:00:00.000Z"));
    expect(next.map((chat) => chat.id)).toEqual(["c", "a", "b"]);
    expect(next[0]).toMatchObject({ lastMessage: "hello", lastMessageAt: "2026-03-03T08:00:00.000Z" });
    expect(chats[2].lastMessage).toBeNull(); // the cached list is not changed in place
  });

  it("changes only the chat it names", () => {
    const next = withChatChanges(chats, "b", { muted: true, unreadCount: 0 });
    expect(next.map((chat) => [chat.id, chat.muted])).toEqual([
      ["a", false],
      ["b", true],
      ["c", false],
    ]);
    expect(next[0]).toBe(chats[0]);
  });

  it("counts unread messages of the chats that are not muted", () => {
    expect(
      countUnread([
        summary("a", null, { unreadCount: 2 }),
        summary("b", null, { unreadCount: 5, muted: true }),
        summary("c", null, { unreadCount: 1 }),
      ]),
    ).toBe(3);
    expect(countUnread([])).toBe(0);
  });
});

describe("conversation updates", () => {
  const chat: Chat = {
    ...summary("a", "2026-03-02T10:00:00.000Z"),
    messages: [stored("a", "first", "2026-03-02T10:00:00.000Z")],
  };

  it("draws a pending message at the end without making it the chat's last message", () => {
    const pending = pendingMessage("a", "on its way", new Date("2026-03-02T11:00:00.000Z"));
    expect(isPendingMessage(pending)).toBe(true);
    expect(pending).toMatchObject({
      chatId: "a",
      value: "on its way",
      isMine: true,
      createdAt: "2026-03-02T11:00:00.000Z",
    });

    const drawn = withMessage(chat, pending);
    expect(drawn.messages.map((message) => message.value)).toEqual(["first", "on its way"]);
    expect(drawn.lastMessage).toBe(chat.lastMessage);
  });

  it("gives each pending message its own id", () => {
    expect(pendingMessage("a", "same").id).not.toBe(pendingMessage("a", "same").id);
  });

  it("puts the stored message in the pending one's place, keeping later pending ones", () => {
    const first = pendingMessage("a", "one");
    const second = pendingMessage("a", "two");
    const drawn = withMessage(withMessage(chat, first), second);
    const saved = stored("a", "one", "2026-03-02T11:00:00.000Z");

    const next = withStoredMessage(drawn, first.id, saved);
    expect(next.messages.map((message) => message.id)).toEqual([chat.messages[0].id, saved.id, second.id]);
    expect(next).toMatchObject({ lastMessage: "one", lastMessageAt: "2026-03-02T11:00:00.000Z" });
  });

  it("appends a stored message whose pending copy is gone (the conversation was reloaded meanwhile)", () => {
    const saved = stored("a", "late", "2026-03-02T12:00:00.000Z");
    expect(withStoredMessage(chat, "pending:unknown", saved).messages.at(-1)).toBe(saved);
    expect(isPendingMessage(saved)).toBe(false);
  });

  it("removes a message that could not be sent", () => {
    const pending = pendingMessage("a", "lost");
    expect(withoutMessage(withMessage(chat, pending), pending.id).messages).toEqual(chat.messages);
  });
});

describe("chat times", () => {
  const now = new Date(2026, 2, 10, 15, 30);
  // ICU versions differ in the kind of space they put before AM/PM.
  const formatChatTime = (...args: Parameters<typeof formatChat>) => formatChat(...args).replace(/\s/g, " ");
  const formatMessageTime = (...args: Parameters<typeof formatMessage>) => formatMessage(...args).replace(/\s/g, " ");

  it("shows the time today, the day this year and the full date before", () => {
    expect(formatChatTime(new Date(2026, 2, 10, 9, 5).toISOString(), "en", now)).toBe("9:05 AM");
    expect(formatChatTime(new Date(2026, 0, 4, 9, 5).toISOString(), "en", now)).toBe("Jan 4");
    expect(formatChatTime(new Date(2025, 11, 24, 9, 5).toISOString(), "en", now)).toBe("Dec 24, 2025");
    expect(formatChatTime("not a date", "en", now)).toBe("");
  });

  it("stamps a message with its time, and its date when it was not today", () => {
    expect(formatMessageTime(new Date(2026, 2, 10, 9, 5).toISOString(), "ro", now)).toBe("09:05");
    expect(formatMessageTime(new Date(2026, 2, 9, 21, 0).toISOString(), "en", now)).toBe("Mar 9, 9:00 PM");
    expect(formatMessageTime(new Date(2025, 2, 9, 21, 0).toISOString(), "en", now)).toBe("Mar 9, 2025, 9:00 PM");
  });
});
