"use client";
import { useEffect } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Chat, ChatChanges, ChatMessage, ChatSummary } from "@/lib/chat/schema";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { panelLoadState } from "@/lib/shell/panels/load-state";

export const CHATS_URL = "/api/apps/chat/chats";

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

/** One chat with its messages, oldest first; nothing is fetched while `id` is null. */
export function useChat(id: string | null) {
  return useSWR<Chat>(id ? chatUrl(id) : null);
}

/** PATCH chat/chat: merges `muted` and/or `unreadCount` into the chat and answers the whole chat. */
export function patchChat(id: string, chat: ChatChanges): Promise<Chat> {
  return apiFetch<Chat>("/api/apps/chat/chat", jsonBody("PATCH", { id, chat }));
}

/** POST chat/chat/message: appends the user's message and answers it as stored. */
export function postChatMessage(chatId: string, value: string): Promise<ChatMessage> {
  return apiFetch<ChatMessage>("/api/apps/chat/chat/message", jsonBody("POST", { chatId, value }));
}
