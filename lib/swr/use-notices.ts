"use client";
import { useState } from "react";
import useSWR from "swr";
import type { z } from "zod";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { optimisticListUpdate, removeById } from "@/lib/shell/panels/list-updates";
import { panelLoadState } from "@/lib/shell/panels/load-state";
import { countUnread, withAllRead, withReadStatus } from "@/lib/shell/panels/notice-updates";
import { NOTICE_KINDS, type NoticeKind } from "@/lib/shell/notice-kinds";
import type { noticeSchema } from "@/lib/shell/schema";

export type Notice = z.infer<typeof noticeSchema>;

/** Which change failed, so the panel can say so in the reader's language. */
export type NoticeFailure = "toggleRead" | "delete" | "markAllAsRead";

export function noticesUrl(kind: NoticeKind): string {
  return `/api/common/${NOTICE_KINDS[kind]}`;
}

/** The toggle-read-status answer and the delete answer are null when the item no longer exists. */
function requireItem(answer: Notice | null): Notice {
  if (!answer) throw new Error("The item no longer exists.");
  return answer;
}

/**
 * The user's messages or notifications with the panel's changes. Every change shows at once and
 * is undone when its request fails. A failure stays in `failure` until dismissed or the next
 * change, and the list is read again at once, since undoing one change may also have undone
 * another that was still pending.
 */
export function useNotices(kind: NoticeKind, initialItems?: Notice[]) {
  const url = noticesUrl(kind);
  // The shell reads the list on the server before the first paint; reading it again on mount
  // would only repeat that request. Without server data (none given, or the server's read failed)
  // the hook loads it itself; a read that fails is in `loadState`, never thrown.
  const { data, error, mutate } = useSWR<Notice[]>(url, {
    fallbackData: initialItems,
    revalidateOnMount: initialItems === undefined,
  });
  const items = data ?? [];
  const [failure, setFailure] = useState<NoticeFailure | null>(null);

  async function change(
    what: NoticeFailure,
    update: (list: readonly Notice[]) => Notice[],
    request: () => Promise<unknown>,
  ) {
    setFailure(null);
    try {
      await mutate(
        async () => {
          await request();
          return undefined; // the optimistic list stays; see optimisticListUpdate
        },
        optimisticListUpdate(update, items),
      );
    } catch {
      setFailure(what);
      void mutate();
    }
  }

  return {
    items,
    loadState: panelLoadState({ data, error }),
    reload: () => void mutate(),
    unreadCount: countUnread(items),
    failure,
    dismissFailure: () => setFailure(null),
    setRead: (item: Notice, read: boolean) =>
      change(
        "toggleRead",
        (list) => withReadStatus(list, item.id, read),
        async () =>
          requireItem(
            await apiFetch<Notice | null>(
              `${url}/toggle-read-status`,
              jsonBody("POST", { [kind]: { id: item.id, read } }),
            ),
          ),
      ),
    remove: (item: Notice) =>
      change(
        "delete",
        (list) => removeById(list, item.id),
        async () =>
          requireItem(await apiFetch<Notice | null>(`${url}?id=${encodeURIComponent(item.id)}`, { method: "DELETE" })),
      ),
    markAllAsRead: () => change("markAllAsRead", withAllRead, () => apiFetch(`${url}/mark-all-as-read`)),
  };
}
