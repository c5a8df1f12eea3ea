import type { Chat, ChatMessage, ChatSummary } from "@/lib/chat/schema";
import { filterChats, groupMessagesByDay, withChat } from "@/components/apps/chat/chat-logic";

const message = (id: string, createdAt: Date): ChatMessage => ({
  id,
  chatId: "c",
  contactId: "x",
  value: id,
  createdAt: createdAt.toISOString(),
  isMine: false,
});

describe("groupMessagesByDay", () => {
  const now = new Date(2026, 10, 25, 15, 0);

  it("starts a new day whenever the local date changes and keeps the order", () => {
    const days = groupMessagesByDay(
      [
        message("a", new Date(2026, 9, 1, 9)),
        message("b", new Date(2026, 10, 20, 23, 59)),
        message("c", new Date(2026, 10, 24, 0, 1)),
        message("d", new Date(2026, 10, 24, 22)),
        message("e", new Date(2026, 10, 25, 8)),
        message("f", new Date(2026, 10, 25, 14)),
      ],
      now,
    );
    expect(days.map((day) => [day.kind, day.messages.map((item) => item.id).join("")])).toEqual([
      ["date", "a"],
      ["weekday", "b"],
      ["yesterday", "cd"],
      ["today", "ef"],
    ]);
    expect(days[0].date.getDate()).toBe(1);
    expect(days[0].key).toBe("2026-10-01");
  });

  it("answers no days for no messages", () => {
    expect(groupMessagesByDay([], now)).toEqual([]);
  });

  it("calls a message seven days old by its date", () => {
    expect(groupMessagesByDay([message("a", new Date(2026, 10, 18, 12))], now)[0].kind).toBe("date");
  });
});

describe("filterChats", () => {
  const chats = [
    { contact: { name: "Zoë Álvarez" }, lastMessage: "See you at the gate" },
    { contact: { name: "Mark Chen" }, lastMessage: null },
  ];

  it("matches the name or the last message, ignoring case and accents", () => {
    expect(filterChats(chats, "zoe alv")).toEqual([chats[0]]);
    expect(filterChats(chats, "GATE")).toEqual([chats[0]]);
    expect(filterChats(chats, "chen")).toEqual([chats[1]]);
    expect(filterChats(chats, "nobody")).toEqual([]);
  });

  it("answers every chat for a blank search", () => {
    expect(filterChats(chats, "  ")).toBe(chats);
  });
});

describe("withChat", () => {
  const details = { emails: [], phoneNumbers: [], title: null, company: null, birthday: null, address: null };
  const summary = (id: string, lastMessageAt: string | null): ChatSummary => ({
    id,
    contactId: `contact-${id}`,
    contact: { avatar: null, name: id, about: "", details },
    unreadCount: 0,
    muted: false,
    lastMessage: lastMessageAt ? "hi" : null,
    lastMessageAt,
  });
  const chats = [summary("a", "2026-11-25T10:00:00.000Z"), summary("b", null)];

  it("adds a new chat without its messages, where the server would list it", () => {
    const created: Chat = { ...summary("c", null), messages: [] };
    const next = withChat(chats, created);
    expect(next.map((chat) => chat.id)).toEqual(["a", "b", "c"]);
    expect(next[2]).not.toHaveProperty("messages");
  });

  it("leaves the list alone when the chat is in it", () => {
    expect(withChat(chats, { ...chats[0], messages: [] })).toBe(chats);
  });
});
