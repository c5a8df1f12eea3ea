"use client";
import { useCallback, useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { ContactAnswer, ContactPatch, ContactTagAnswer, NewContactAnswer } from "@/lib/contacts/schema";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

// The contacts screen's reads (SWR, the app's fetcher is `apiFetch`) and writes. Every list answer
// lives under CONTACTS_BASE, so one change can be applied to the whole list and every cached search.

export const CONTACTS_BASE = "/api/apps/contacts";
export const CONTACTS_ALL_URL = `${CONTACTS_BASE}/all`;
const CONTACT_URL = `${CONTACTS_BASE}/contact`;
const SEARCH_URL = `${CONTACTS_BASE}/search`;
const TAGS_URL = `${CONTACTS_BASE}/tags`;
const TAG_URL = `${CONTACTS_BASE}/tag`;
const COUNTRIES_URL = `${CONTACTS_BASE}/countries`;

export type Country = { id: string; iso: string; name: string; code: string; flagImagePos: string | null };

export function contactUrl(id: string): string {
  return `${CONTACT_URL}?id=${encodeURIComponent(id)}`;
}

function isListKey(key: unknown): key is string {
  return typeof key === "string" && (key === CONTACTS_ALL_URL || key.startsWith(`${SEARCH_URL}?`));
}

/** The whole address book, or the contacts whose name contains `query` (the server's search). */
export function useContactList(query: string) {
  const trimmed = query.trim();
  return useSWR<ContactAnswer[]>(trimmed ? `${SEARCH_URL}?query=${encodeURIComponent(trimmed)}` : CONTACTS_ALL_URL, {
    keepPreviousData: true,
  });
}

/** The whole address book (the header's count and the sidebar's tag counts). */
export function useAllContacts() {
  return useSWR<ContactAnswer[]>(CONTACTS_ALL_URL);
}

/** One contact; the answer is null for a missing (or another user's) id. Nothing is read while `id` is null. */
export function useContact(id: string | null) {
  return useSWR<ContactAnswer | null>(id ? contactUrl(id) : null);
}

export function useContactTags() {
  return useSWR<ContactTagAnswer[]>(TAGS_URL);
}

/** The shared country list; it never changes while the screen is open. */
export function useCountries() {
  return useSWR<Country[]>(COUNTRIES_URL, { revalidateOnFocus: false, revalidateIfStale: false });
}

export function createContact(): Promise<NewContactAnswer> {
  return apiFetch<NewContactAnswer>(CONTACT_URL, { method: "POST" });
}

export function updateContact(id: string, contact: ContactPatch): Promise<ContactAnswer | null> {
  return apiFetch<ContactAnswer | null>(CONTACT_URL, jsonBody("PATCH", { id, contact }));
}

export function deleteContact(id: string): Promise<true> {
  return apiFetch<true>(contactUrl(id), { method: "DELETE" });
}

/** POST contacts/avatar: the image as the multipart file field `avatar`. */
export function uploadContactAvatar(id: string, file: File): Promise<ContactAnswer | null> {
  const form = new FormData();
  form.set("id", id);
  form.set("avatar", file);
  return apiFetch<ContactAnswer | null>(`${CONTACTS_BASE}/avatar`, { method: "POST", body: form });
}

export function createContactTag(title: string): Promise<ContactTagAnswer> {
  return apiFetch<ContactTagAnswer>(TAG_URL, jsonBody("POST", { tag: { title } }));
}

export function renameContactTag(id: string, title: string): Promise<ContactTagAnswer | null> {
  return apiFetch<ContactTagAnswer | null>(TAG_URL, jsonBody("PATCH", { id, tag: { title } }));
}

export function deleteContactTag(id: string): Promise<true> {
  return apiFetch<true>(`${TAG_URL}?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}

export type ContactsSnapshot = Map<string, unknown>;

/**
 * Optimistic changes to what the screen shows: every cached list (the address book and each
 * search) and single contacts change together, and a snapshot taken first puts them back when
 * the server says no.
 */
export function useContactsCache() {
  const { cache, mutate } = useSWRConfig();

  const snapshot = useCallback((): ContactsSnapshot => {
    const saved: ContactsSnapshot = new Map();
    for (const key of cache.keys()) {
      if (key.startsWith(CONTACTS_BASE) && !key.startsWith(COUNTRIES_URL)) saved.set(key, cache.get(key)?.data);
    }
    return saved;
  }, [cache]);

  const restore = useCallback(
    (saved: ContactsSnapshot) => {
      for (const [key, data] of saved) void mutate(key, data, { revalidate: false });
    },
    [mutate],
  );

  const updateLists = useCallback(
    (change: (list: ContactAnswer[]) => ContactAnswer[]) =>
      mutate<ContactAnswer[]>(isListKey, (list) => (list ? change(list) : list), { revalidate: false }),
    [mutate],
  );

  const setContact = useCallback(
    (id: string, contact: ContactAnswer | null) => mutate(contactUrl(id), contact, { revalidate: false }),
    [mutate],
  );

  const setTags = useCallback(
    (change: (tags: ContactTagAnswer[]) => ContactTagAnswer[]) =>
      mutate<ContactTagAnswer[]>(TAGS_URL, (tags) => (tags ? change(tags) : tags), { revalidate: false }),
    [mutate],
  );

  /** Changes every cached single contact (e.g. a deleted tag leaves them all). */
  const updateContacts = useCallback(
    (change: (contact: ContactAnswer) => ContactAnswer) =>
      mutate<ContactAnswer | null>(
        (key) => typeof key === "string" && key.startsWith(`${CONTACT_URL}?`),
        (contact) => (contact ? change(contact) : contact),
        { revalidate: false },
      ),
    [mutate],
  );

  /** Puts `contact` back into every list of `saved` that held it (an undone deletion), in name order. */
  const reinsert = useCallback(
    (saved: ContactsSnapshot, contact: ContactAnswer, sort: (list: ContactAnswer[]) => ContactAnswer[]) => {
      for (const [key, data] of saved) {
        if (!isListKey(key) || !Array.isArray(data) || !data.some((item: ContactAnswer) => item.id === contact.id))
          continue;
        void mutate<ContactAnswer[]>(
          key,
          (list) => (list && !list.some((item) => item.id === contact.id) ? sort([...list, contact]) : list),
          { revalidate: false },
        );
      }
      void mutate(contactUrl(contact.id), contact, { revalidate: false });
    },
    [mutate],
  );

  /** Reads every list and contact again (after a change whose effects the screen does not compute). */
  const refresh = useCallback(
    () => mutate((key) => typeof key === "string" && key.startsWith(CONTACTS_BASE) && key !== COUNTRIES_URL),
    [mutate],
  );

  return useMemo(
    () => ({ snapshot, restore, updateLists, updateContacts, reinsert, setContact, setTags, refresh }),
    [snapshot, restore, updateLists, updateContacts, reinsert, setContact, setTags, refresh],
  );
}
