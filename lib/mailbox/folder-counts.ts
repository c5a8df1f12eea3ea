import { MAILBOX_FOLDERS, type FolderCountRule } from "@/lib/mailbox/constants";

/** How many mails of one folder there are, and how many of them are unread (counted in SQL). */
export type FolderTally = { folderId: string; total: number; unread: number };

/** A folder's `count` under its rule (spec section 9). */
export function folderCount(rule: FolderCountRule, tally: { total: number; unread: number }): number {
  switch (rule) {
    case "none":
      return 0;
    case "total":
      return tally.total;
    case "unread":
      return tally.unread;
  }
}

/** The folders as the API answers them, each with its computed `count`. */
export function computeFolderCounts(tallies: FolderTally[]) {
  return MAILBOX_FOLDERS.map(({ countRule, ...folder }) => {
    const tally = tallies.find((entry) => entry.folderId === folder.id) ?? { total: 0, unread: 0 };
    return { ...folder, count: folderCount(countRule, tally) };
  });
}
