import { formatDate } from "@/lib/dates/format";

/** The number in a folder's `contents` text ("3 files"), so the screen can say it in the reader's language. */
export function countFromContents(contents: string | null): number | null {
  const match = contents?.match(/^\s*(\d+)/);
  return match ? Number(match[1]) : null;
}

/** A date as the file lists show it: "12 Mar 2025" in the reader's language; empty when unreadable. */
export function formatFileDate(iso: string, locale: string): string {
  return formatDate(iso, locale, "medium");
}

/** A date with its time, for the details pane. */
export function formatFileDateTime(iso: string, locale: string): string {
  return formatDate(iso, locale, "dateTime");
}

/**
 * The index that arrow keys move the focus to among `count` items laid out in rows of `columns`
 * (1 in a list): left/right step, up/down jump a row, Home/End go to the ends. Null: not a move key.
 */
export function nextFocusIndex(key: string, index: number, count: number, columns: number): number | null {
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -Math.max(1, columns),
    ArrowDown: Math.max(1, columns),
  };
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (!(key in step)) return null;
  const next = index + step[key];
  return next < 0 || next >= count ? index : next;
}
