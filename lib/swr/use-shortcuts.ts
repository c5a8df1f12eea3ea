"use client";
import useSWR from "swr";
import type { z } from "zod";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { optimisticListUpdate, removeById, replaceById } from "@/lib/shell/panels/list-updates";
import { panelLoadState } from "@/lib/shell/panels/load-state";
import type { shortcutFieldsSchema, shortcutSchema } from "@/lib/shell/schema";

export type Shortcut = z.infer<typeof shortcutSchema>;
export type ShortcutFields = z.infer<typeof shortcutFieldsSchema>;

export const SHORTCUTS_URL = "/api/common/shortcuts";

/** Expected failures come back as values: the form stays open and says what went wrong. */
export type ShortcutChangeResult = { ok: true } | { ok: false };

/**
 * The user's shortcuts with the panel's changes. Adding waits for the server (the new shortcut
 * needs its id); updating and deleting show at once and are undone when the request fails.
 */
export function useShortcuts(initialShortcuts?: Shortcut[]) {
  // Read on the server before the first paint; see useNotices (a failed read is in `loadState`).
  const { data, error, mutate } = useSWR<Shortcut[]>(SHORTCUTS_URL, {
    fallbackData: initialShortcuts,
    revalidateOnMount: initialShortcuts === undefined,
  });
  const shortcuts = data ?? [];

  async function attempt(change: () => Promise<unknown>): Promise<ShortcutChangeResult> {
    try {
      await change();
      return { ok: true };
    } catch {
      // Another pending change may have been undone with this one: read the list again.
      void mutate();
      return { ok: false };
    }
  }

  return {
    shortcuts,
    loadState: panelLoadState({ data, error }),
    reload: () => void mutate(),
    create: (fields: ShortcutFields) =>
      attempt(async () => {
        const created = await apiFetch<Shortcut>(SHORTCUTS_URL, jsonBody("POST", { shortcut: fields }));
        await mutate((current) => [...(current ?? shortcuts), created], { revalidate: false });
      }),
    update: (id: string, fields: ShortcutFields) =>
      attempt(() =>
        mutate(
          async () => {
            const updated = await apiFetch<Shortcut | null>(SHORTCUTS_URL, jsonBody("PATCH", { id, shortcut: fields }));
            if (!updated) throw new Error("The shortcut no longer exists.");
            return undefined;
          },
          optimisticListUpdate(
            (list) => replaceById(list, { ...fields, id, description: fields.description ?? null }),
            shortcuts,
          ),
        ),
      ),
    remove: (id: string) =>
      attempt(() =>
        mutate(
          async () => {
            await apiFetch(`${SHORTCUTS_URL}?id=${encodeURIComponent(id)}`, { method: "DELETE" });
            return undefined;
          },
          optimisticListUpdate((list) => removeById(list, id), shortcuts),
        ),
      ),
  };
}
