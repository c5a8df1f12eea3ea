"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { folderCountDelta } from "@/components/apps/mailbox/folder-count-delta";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import type { Mail } from "@/lib/mailbox/schema";
import { FOLDERS_URL, patchMail, useMailboxCache, type MailChanges } from "@/lib/swr/use-mailbox";

/** A mail to change: its folder and unread flag, when known, move the folder counts at once. */
type ChangedMail = Pick<Mail, "id" | "labels"> & Partial<Pick<Mail, "folder" | "unread">>;

/** Changes that can take a mail into or out of a filter, label or folder list. */
const MOVES_LISTS: (keyof MailChanges)[] = ["folder", "labels", "starred", "important"];

/**
 * Changing mails the optimistic way: every cached copy (list pages, the open mail) shows the
 * change at once, the PATCHes go out (one per mail: a page holds at most ten), and the folder
 * counts are read again. When the server says no, everything is read again (the change rolls
 * back) and the user is told.
 */
export function useMailActions() {
  const t = useTranslations("appsCommon");
  const { notify } = useAppsFeedback();
  const cache = useMailboxCache();

  const change = useCallback(
    async (
      mails: ChangedMail[],
      changesOf: (mail: ChangedMail) => MailChanges,
      options: { removeFromPage?: string; done?: string } = {},
    ): Promise<boolean> => {
      if (mails.length === 0) return true;
      const changes = new Map(mails.map((mail) => [mail.id, changesOf(mail)]));
      cache.updateMails([...changes.keys()], (mail) => ({ ...mail, ...changes.get(mail.id) }));
      cache.adjustFolderCounts(
        folderCountDelta(
          mails.flatMap((mail) => {
            const mailChanges = changes.get(mail.id)!;
            if (mail.folder === undefined || mail.unread === undefined) return [];
            const before = { folder: mail.folder, unread: mail.unread };
            return [
              {
                before,
                after: { folder: mailChanges.folder ?? before.folder, unread: mailChanges.unread ?? before.unread },
              },
            ];
          }),
        ),
      );
      if (options.removeFromPage) cache.removeFromPage(options.removeFromPage, [...changes.keys()]);
      try {
        await Promise.all([...changes].map(([id, mailChanges]) => patchMail(id, mailChanges)));
        const movesLists = [...changes.values()].some((mailChanges) =>
          MOVES_LISTS.some((field) => mailChanges[field] !== undefined),
        );
        void (movesLists ? cache.refreshLists() : cache.mutate(FOLDERS_URL));
        if (options.done) notify(options.done, "success");
        return true;
      } catch {
        void cache.refresh();
        notify(t("saveFailed"), "error");
        return false;
      }
    },
    [cache, notify, t],
  );

  return { change };
}
