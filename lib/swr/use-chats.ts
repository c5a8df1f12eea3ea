"use client";
import { useEffect } from "react";
import useSWR, { useSWRConfig } from "swr";
import type {
  Chat,
  ChatChanges,
  ChatContact,
  ChatContactSummary,
  ChatMessage,
  ChatProfile,
  ChatSummary,
} from "@/lib/chat/schema";
import { ApiRequestError, apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { panelLoadState } from "@/lib/shell/panels/load-state";

export const CHATS_URL = "/api/apps/chat/chats";

export const CHAT_CONTACTS_URL = "/api/apps/chat/contacts";
export const CHAT_PROFILE_URL = "/api/apps/chat/profile";

export function chatUrl(id: string): string {
  return `/api/apps/chat/chat?id=${encodeURIComponent(id)}`;
}

/**
 * The user's chats, most recent first. The shell reads them on the server before it renders, so
 * `initialChats` is shown at once and nothing is fetched on mount; the quick-chat panel refreshes
 * the list when it opens. Without them (the server's read failed) the list is read on mount; a
 * read that fails is in `loadState`, never thrown, and `reload` tries again.
 */
export function useChats(initialChats?: ChatSummary[]) {
  const { cache, mutate } = useSWRConfig();
  // SWR never stores `fallbackData`; the list goes into the cache too, so the panel's updates
  // (which work on the cached list) start from what the server rendered.
  useEffect(() => {
    if (initialChats && cache.get(CHATS_URL)?.data === undefined)
      void mutate(CHATS_URL, initialChats, { revalidate: false });
  }, [cache, mutate, initialChats]);
  const {
    data,
    error,
    mutate: mutateList,
  } = useSWR<ChatSummary[]>(CHATS_URL, {
    fallbackData: initialChats,
    revalidateOnMount: initialChats === undefined,
  });
  return { data, mutate: mutateList, loadState: panelLoadState({ data, error }), reload: () => void mutateList() };
}

/** A 404: the chat (or contact) is not the user's, and asking again will not change that. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** One chat with its messages, oldest first; nothing is fetched while `id` is null. */
export function useChat(id: string | null) {
  return useSWR<Chat>(id ? chatUrl(id) : null, { shouldRetryOnError: (error) => !isNotFoundError(error) });
}

/** PATCH chat/chat: merges `muted` and/or `unreadCount` into the chat and answers the whole chat. */
export function patchChat(id: string, chat: ChatChanges): Promise<Chat> {
  return apiFetch<Chat>("/api/apps/chat/chat", jsonBody("PATCH", { id, chat }));
}

/** POST chat/chat/message: appends the user's message and answers it as stored. */
export function postChatMessage(chatId: string, value: string): Promise<ChatMessage> {
  return apiFetch<ChatMessage>("/api/apps/chat/chat/message", jsonBody("POST", { chatId, value }));
}

/** The chat contacts by name (for a new chat); nothing is fetched until `isNeeded`. */
export function useChatContacts(isNeeded = true) {
  return useSWR<ChatContactSummary[]>(isNeeded ? CHAT_CONTACTS_URL : null);
}

/** One contact with details and attachments (null when the user has no such contact). */
export function useChatContact(id: string | null) {
  return useSWR<ChatContact | null>(id ? `/api/apps/chat/contact?id=${encodeURIComponent(id)}` : null);
}

/** The user as the chat app shows them (name, avatar, about). */
export function useChatProfile() {
  return useSWR<ChatProfile>(CHAT_PROFILE_URL);
}

/** POST chat/chat: the user's chat with a contact, the existing one or a new one without messages. */
export function openChatWithContact(contactId: string): Promise<Chat> {
  return apiFetch<Chat>("/api/apps/chat/chat", jsonBody("POST", { contactId }));
}
