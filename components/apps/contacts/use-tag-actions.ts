"use client";
import { useCallback, useMemo } from "react";
import type { ContactTagAnswer } from "@/lib/contacts/schema";
import { createContactTag, deleteContactTag, renameContactTag, useContactsCache } from "@/lib/swr/use-contacts";

/**
 * The contact tags' writes, optimistic like the rest of the screen; a failure puts the old state
 * back and rejects, so the caller (the tag manager, the tag picker) can say so.
 */
export function useTagActions() {
  const cache = useContactsCache();

  const createTag = useCallback(
    async (title: string): Promise<ContactTagAnswer> => {
      const tag = await createContactTag(title.trim());
      await cache.setTags((tags) => [tag, ...tags.filter((item) => item.id !== tag.id)]);
      return tag;
    },
    [cache],
  );

  const renameTag = useCallback(
    async (id: string, title: string) => {
      const saved = cache.snapshot();
      void cache.setTags((tags) => tags.map((tag) => (tag.id === id ? { ...tag, title: title.trim() } : tag)));
      try {
        const answer = await renameContactTag(id, title.trim());
        if (!answer) throw new Error("The tag is gone.");
      } catch (error) {
        cache.restore(saved);
        throw error;
      }
    },
    [cache],
  );

  /** Deletes the tag and strips it from every contact, here as on the server. */
  const deleteTag = useCallback(
    async (id: string) => {
      const saved = cache.snapshot();
      const strip = <T extends { tags: string[] }>(contact: T): T =>
        contact.tags.includes(id) ? { ...contact, tags: contact.tags.filter((tagId) => tagId !== id) } : contact;
      void cache.setTags((tags) => tags.filter((tag) => tag.id !== id));
      void cache.updateLists((list) => list.map(strip));
      void cache.updateContacts(strip);
      try {
        await deleteContactTag(id);
      } catch (error) {
        cache.restore(saved);
        throw error;
      }
    },
    [cache],
  );

  return useMemo(() => ({ createTag, renameTag, deleteTag }), [createTag, renameTag, deleteTag]);
}
