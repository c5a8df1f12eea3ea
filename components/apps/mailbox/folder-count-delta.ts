import { MAILBOX_FOLDERS } from "@/lib/mailbox/constants";

// The folder counts a change of mails moves (spec section 9: inbox counts its unread mails, drafts
// and spam all of theirs, sent and trash nothing), so the sidebar can follow at once instead of
// after the server's answer. Pure, so the rule is unit-tested beside it.

type MailState = { folder: string; unread: boolean };

function counted(state: MailState): number {
  const rule = MAILBOX_FOLDERS.find((folder) => folder.id === state.folder)?.countRule ?? "none";
  return rule === "total" ? 1 : rule === "unread" && state.unread ? 1 : 0;
}

/** How each folder's count (by folder id) changes when each mail goes from `before` to `after`. */
export function folderCountDelta(changes: { before: MailState; after: MailState }[]): Map<string, number> {
  const delta = new Map<string, number>();
  const add = (folder: string, value: number) => value && delta.set(folder, (delta.get(folder) ?? 0) + value);
  for (const { before, after } of changes) {
    add(before.folder, -counted(before));
    add(after.folder, counted(after));
  }
  return delta;
}
