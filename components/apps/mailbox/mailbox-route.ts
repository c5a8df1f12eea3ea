import { FILTER_SLUGS, FOLDER_SLUGS } from "@/lib/mailbox/constants";
import type { MailView } from "@/lib/swr/use-mailbox";

// The mailbox's URLs: /apps/mailbox/{folder|filter|label}[/{mailId}] (issue #15). The first
// segment is looked up among the folders, then the filters, then taken for a label's slug, so a
// label can never hide a folder or a filter. Pure, so the rules are unit-tested on their own.

export const MAILBOX_PATH = "/apps/mailbox";
export const DEFAULT_VIEW: MailView = { kind: "folder", slug: "inbox" };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a mailbox path shows: the list (folder, filter or label) and the open mail, if any. */
export function parseMailboxPath(pathname: string): { view: MailView; mailId: string | null } {
  const rest = pathname.startsWith(MAILBOX_PATH) ? pathname.slice(MAILBOX_PATH.length) : "";
  const [first, second] = rest.split("/").filter(Boolean).map(decode);
  if (!first) return { view: DEFAULT_VIEW, mailId: null };
  const kind = (FOLDER_SLUGS as string[]).includes(first)
    ? "folder"
    : (FILTER_SLUGS as string[]).includes(first)
      ? "filter"
      : "label";
  return { view: { kind, slug: first }, mailId: second ?? null };
}

/** The list's path; page 1 is left out of the URL. */
export function viewPath(view: MailView, page = 1): string {
  return `${MAILBOX_PATH}/${encodeURIComponent(view.slug)}${page > 1 ? `?page=${page}` : ""}`;
}

/** A mail's path within the list it was opened from (the list's page kept). */
export function mailPath(view: MailView, mailId: string, page = 1): string {
  return `${MAILBOX_PATH}/${encodeURIComponent(view.slug)}/${encodeURIComponent(mailId)}${page > 1 ? `?page=${page}` : ""}`;
}

/** The page asked for in `?page=`, 1 when missing or not a whole number from 1 up. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const isSameView = (a: MailView, b: MailView) => a.kind === b.kind && a.slug === b.slug;
