"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { Chat, ChatSummary } from "@/lib/chat/schema";
import { CHATS_URL, chatUrl, openChatWithContact } from "@/lib/swr/use-chats";
import { chatHref } from "@/components/apps/chat/chats-list";
import { withChat } from "@/components/apps/chat/chat-logic";

const KEEP = { revalidate: false } as const;

/**
 * Opens the chat with a contact (the existing one, or a new one the server creates): the answer
 * goes into the conversation's cache and the shared chats list (the quick-chat panel's too), then
 * the address moves to it. Throws when the server refused.
 */
export function useStartChat() {
  const { cache, mutate } = useSWRConfig();
  const router = useRouter();
  return useCallback(
    async (contactId: string) => {
      const chat = await openChatWithContact(contactId);
      await mutate<Chat>(chatUrl(chat.id), chat, KEEP);
      if (cache.get(CHATS_URL)?.data !== undefined)
        await mutate<ChatSummary[]>(CHATS_URL, (chats) => chats && withChat(chats, chat), KEEP);
      router.push(chatHref(chat.id));
    },
    [cache, mutate, router],
  );
}
