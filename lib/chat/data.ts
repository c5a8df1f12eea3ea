import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type {
  Chat,
  ChatAttachments,
  ChatContact,
  ChatContactDetails,
  ChatContactSummary,
  ChatEmail,
  ChatMessage,
  ChatPhoneNumber,
  ChatProfile,
  ChatSummary,
} from "@/lib/chat/schema";

/** The specification's error for a chat that is missing (or, the same to the caller, someone else's). */
export function chatNotFound(id: string): ApiError {
  return new ApiError(404, "not_found", `Could not found chat with id of ${id}!`);
}

const contactSummarySelect = { id: true, avatar: true, name: true, about: true } as const;
const contactDetailsSelect = {
  emails: true,
  phoneNumbers: true,
  title: true,
  company: true,
  birthday: true,
  address: true,
} as const;

type ContactDetailsRow = {
  emails: string;
  phoneNumbers: string;
  title: string | null;
  company: string | null;
  birthday: Date | null;
  address: string | null;
};

/** The JSON columns hold only what this module wrote, so they parse to their declared shapes. */
function toDetails(row: ContactDetailsRow): ChatContactDetails {
  return {
    emails: JSON.parse(row.emails) as ChatEmail[],
    phoneNumbers: JSON.parse(row.phoneNumbers) as ChatPhoneNumber[],
    title: row.title,
    company: row.company,
    birthday: row.birthday?.toISOString() ?? null,
    address: row.address,
  };
}

export async function listChatContacts(userId: string): Promise<ChatContactSummary[]> {
  return db.chatContact.findMany({
    where: { userId },
    select: contactSummarySelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

/** One contact with details and attachments, or null when the user has no such contact. */
export async function getChatContact(userId: string, id: string): Promise<ChatContact | null> {
  const row = await db.chatContact.findFirst({
    where: { id, userId },
    select: { ...contactSummarySelect, ...contactDetailsSelect, attachments: true },
  });
  if (!row) return null;
  return {
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    about: row.about,
    details: toDetails(row),
    attachments: JSON.parse(row.attachments) as ChatAttachments,
  };
}

/** The user as the chat app shows them, straight from their account. */
export async function getChatProfile(userId: string): Promise<ChatProfile> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, displayName: true, email: true, avatar: true, about: true },
  });
  return { id: user.id, name: user.displayName, email: user.email, avatar: user.avatar, about: user.about };
}

const chatSummarySelect = {
  id: true,
  contactId: true,
  unreadCount: true,
  muted: true,
  lastMessage: true,
  lastMessageAt: true,
  contact: { select: { avatar: true, name: true, about: true, ...contactDetailsSelect } },
} as const;

type ChatSummaryRow = {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  contact: ContactDetailsRow & { avatar: string | null; name: string; about: string };
};

function toChatSummary(row: ChatSummaryRow): ChatSummary {
  const { avatar, name, about } = row.contact;
  return {
    id: row.id,
    contactId: row.contactId,
    contact: { avatar, name, about, details: toDetails(row.contact) },
    unreadCount: row.unreadCount,
    muted: row.muted,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

const messageSelect = { id: true, chatId: true, contactId: true, value: true, createdAt: true, isMine: true } as const;

export function toChatMessage(row: {
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  createdAt: Date;
  isMine: boolean;
}): ChatMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The user's chats, most recent conversation first; chats without messages come last. */
export async function listChats(userId: string): Promise<ChatSummary[]> {
  const rows = await db.chatConversation.findMany({
    where: { userId },
    select: chatSummarySelect,
    orderBy: [{ lastMessageAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
  });
  return rows.map(toChatSummary);
}

/** One chat with its messages, oldest first; a missing or foreign id is the specification's 404. */
export async function getChat(userId: string, id: string): Promise<Chat> {
  const row = await db.chatConversation.findFirst({
    where: { id, userId },
    select: {
      ...chatSummarySelect,
      messages: { select: messageSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) throw chatNotFound(id);
  return { ...toChatSummary(row), messages: row.messages.map(toChatMessage) };
}
