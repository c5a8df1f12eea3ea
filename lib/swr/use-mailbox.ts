"use client";
import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { MailLabelColor } from "@/lib/mailbox/constants";
import type {
  ComposeMailBody,
  Mail,
  MailLabel,
  MailboxSettings,
  MailsPage,
  UpdateMailBody,
} from "@/lib/mailbox/schema";

// The mailbox screens read through SWR (the app's fetcher is `apiFetch`), typed by the API's own
// schemas. Every key starts with /api/apps/mailbox, so a change can refresh whatever it moves.

export const MAILBOX_URL = "/api/apps/mailbox";
export const MAILS_URL = `${MAILBOX_URL}/mails`;
export const FOLDERS_URL = `${MAILBOX_URL}/folders`;
export const LABELS_URL = `${MAILBOX_URL}/labels`;
export const SETTINGS_URL = `${MAILBOX_URL}/settings`;

export type MailFolder = { id: string; title: string; slug: string; icon: string; count: number };
/** Which mails a list shows: one folder, filter or label (by slug). */
export type MailView = { kind: "folder" | "filter" | "label"; slug: string };

export function mailsUrl(view: MailView, page: number): string {
  return `${MAILS_URL}?${view.kind}=${encodeURIComponent(view.slug)}&page=${page}`;
}

export function mailUrl(id: string): string {
  return `${MAILBOX_URL}/mail?id=${encodeURIComponent(id)}`;
}

export function useMailboxSettings() {
  return useSWR<MailboxSettings>(SETTINGS_URL);
}

export function useMailFolders() {
  return useSWR<MailFolder[]>(FOLDERS_URL);
}

export function useMailLabels() {
  return useSWR<MailLabel[]>(LABELS_URL);
}

/** One page of a folder, filter or label; the previous page stays on screen while the next loads. */
export function useMails(view: MailView, page: number) {
  return useSWR<MailsPage>(mailsUrl(view, page), { keepPreviousData: true });
}

/** One mail (null: the user has no such mail); nothing is read while `id` is null. */
export function useMail(id: string | null) {
  return useSWR<Mail | null>(id ? mailUrl(id) : null);
}

export type MailChanges = UpdateMailBody["mail"];

export function patchMail(id: string, mail: MailChanges): Promise<Mail | null> {
  return apiFetch<Mail | null>(`${MAILBOX_URL}/mail`, jsonBody("PATCH", { id, mail }));
}

/** Stores a composed mail in Sent (`send`) or Drafts; nothing is delivered anywhere. */
export function postComposedMail(body: ComposeMailBody): Promise<Mail> {
  return apiFetch<Mail>(`${MAILBOX_URL}/mail`, jsonBody("POST", body));
}

export function postMailLabel(label: { title: string; color: MailLabelColor }): Promise<MailLabel> {
  return apiFetch<MailLabel>(`${MAILBOX_URL}/label`, jsonBody("POST", { label }));
}

export function patchMailLabel(
  id: string,
  label: { title?: string; color?: MailLabelColor },
): Promise<MailLabel | null> {
  return apiFetch<MailLabel | null>(`${MAILBOX_URL}/label`, jsonBody("PATCH", { id, label }));
}

export function deleteMailLabel(id: string): Promise<true> {
  return apiFetch<true>(`${MAILBOX_URL}/label?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function patchMailboxSettings(settings: Partial<MailboxSettings>): Promise<MailboxSettings> {
  return apiFetch<MailboxSettings>(SETTINGS_URL, jsonBody("PATCH", { settings }));
}

const isMailsKey = (key: unknown) => typeof key === "string" && key.startsWith(`${MAILS_URL}?`);
const isMailKey = (key: unknown) => typeof key === "string" && key.startsWith(`${MAILBOX_URL}/mail?`);

/**
 * The cache operations the mailbox's writes need: change mails in every cached page and detail at
 * once (the optimistic part), and re-read lists, counts and labels from the server afterwards.
 */
export function useMailboxCache() {
  const { mutate } = useSWRConfig();
  return useMemo(() => mailboxCache(mutate), [mutate]);
}

function mailboxCache(mutate: ReturnType<typeof useSWRConfig>["mutate"]) {
  return {
    /** Applies `change` to each cached mail `ids` names, in every list page and detail, without a read. */
    updateMails: (ids: string[], change: (mail: Mail) => Mail) => {
      const wanted = new Set(ids);
      const apply = <T extends Mail>(mail: T): T => (wanted.has(mail.id) ? { ...mail, ...change(mail) } : mail);
      void mutate<MailsPage>(
        isMailsKey,
        (page) => (page && page.mails ? { ...page, mails: page.mails.map(apply) } : page),
        { revalidate: false },
      );
      void mutate<Mail | null>(isMailKey, (mail) => (mail ? apply(mail) : mail), { revalidate: false });
    },
    /** Moves the cached folder counts by `delta` (folder id → change) without a read. */
    adjustFolderCounts: (delta: Map<string, number>) => {
      if (delta.size === 0) return;
      void mutate<MailFolder[]>(
        FOLDERS_URL,
        (folders) =>
          folders?.map((folder) =>
            delta.has(folder.id) ? { ...folder, count: Math.max(0, folder.count + delta.get(folder.id)!) } : folder,
          ),
        { revalidate: false },
      );
    },
    /** Takes mails off one list page at once (moved elsewhere); the re-read brings the next ones up. */
    removeFromPage: (key: string, ids: string[]) => {
      const gone = new Set(ids);
      void mutate<MailsPage>(
        key,
        (page) => (page && page.mails ? { ...page, mails: page.mails.filter((mail) => !gone.has(mail.id)) } : page),
        { revalidate: false },
      );
    },
    /** Re-reads every list page, mail, folder count and the labels. */
    refresh: () => mutate((key) => typeof key === "string" && key.startsWith(MAILBOX_URL)),
    /** Re-reads the lists and folder counts only (a mail's flags changed). */
    refreshLists: () => mutate((key) => isMailsKey(key) || key === FOLDERS_URL),
    mutate,
  };
}
