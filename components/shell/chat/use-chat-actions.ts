"use client";
import { useMemo } from "react";
import { useSWRConfig } from "swr";
import type { Chat, ChatSummary } from "@/lib/chat/schema";
import { CHATS_URL, chatUrl, patchChat, postChatMessage } from "@/lib/swr/use-chats";
import {
  pendingMessage,
  withChatChanges,
  withLastMessage,
  withMessage,
  withoutMessage,
  withStoredMessage,
} from "@/components/shell/chat/chat-cache";

const KEEP = { revalidate: false } as const;

/**
 * What the quick-chat panel changes, each drawn at once and then confirmed by the server. The
 * caches are updated with functions of their current value rather than SWR's `optimisticData`,
 * whose rollback would also drop a second message sent while the first was still in flight.
 */
export function useChatActions() {
  const { cache, mutate } = useSWRConfig();

  return useMemo(() => {
    /**
     * Changes what is cached under `key`. An entry still loading is left alone: SWR drops the
     * answer of a request that a change overtook, and the data would never arrive.
     */
    async function updateCached<Data>(key: string, update: (data: Data) => Data) {
      if (cache.get(key)?.data === undefined) return;
      await mutate<Data>(key, (data) => data && update(data), KEEP);
    }
    const updateList = (update: (chats: ChatSummary[]) => ChatSummary[]) => updateCached(CHATS_URL, update);
    const updateChat = (id: string, update: (chat: Chat) => Chat) => updateCached(chatUrl(id), update);

    return {
      /** Opening a chat reads its messages: its unread count goes to 0 (and stays so if the request fails). */
      async markRead(chat: Pick<ChatSummary, "id" | "unreadCount">) {
        if (chat.unreadCount === 0) return;
        await updateList((chats) => withChatChanges(chats, chat.id, { unreadCount: 0 }));
        try {
          await patchChat(chat.id, { unreadCount: 0 });
        } catch {
          // The user has seen the messages; a count that failed to reset comes back with the next refresh.
        }
      },

      /** Mutes or unmutes a chat; answers false, with both caches as before, when that failed. */
      async setMuted(id: string, muted: boolean): Promise<boolean> {
        await Promise.all([
          updateChat(id, (chat) => ({ ...chat, muted })),
          updateList((chats) => withChatChanges(chats, id, { muted })),
        ]);
        try {
          // The answer is the whole chat, messages included: it may fill a conversation still loading.
          await mutate<Chat>(chatUrl(id), await patchChat(id, { muted }), KEEP);
          return true;
        } catch {
          await Promise.all([
            updateChat(id, (chat) => ({ ...chat, muted: !muted })),
            updateList((chats) => withChatChanges(chats, id, { muted: !muted })),
          ]);
          return false;
        }
      },

      /** Sends a message: drawn as pending, replaced by the stored one, removed again if sending failed. */
      async sendMessage(chatId: string, value: string): Promise<boolean> {
        const pending = pendingMessage(chatId, value);
        await updateChat(chatId, (chat) => withMessage(chat, pending));
        try {
          const stored = await postChatMessage(chatId, value);
          await Promise.all([
            updateChat(chatId, (chat) => withStoredMessage(chat, pending.id, stored)),
            updateList((chats) => withLastMessage(chats, stored)),
          ]);
          return true;
        } catch {
          await updateChat(chatId, (chat) => withoutMessage(chat, pending.id));
          return false;
        }
      },
    };
  }, [cache, mutate]);
}
