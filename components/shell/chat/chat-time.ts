import { formatDate } from "@/lib/dates/format";

/**
 * When a chat message was sent, as short as it can be told apart: the time today, the day and
 * month this year, the full date before. Formatted in the reader's language and time zone (the
 * panel renders only in the browser, so there is no server markup to match).
 */
export function formatChatTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (date.toDateString() === now.toDateString()) return formatDate(date, locale, "time");
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, locale, "dayMonth");
  return formatDate(date, locale, "medium");
}

/** A message's own time stamp: the time, with the day when it was not sent today (and the year when not this year). */
export function formatMessageTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (date.toDateString() === now.toDateString()) return formatDate(date, locale, "time");
  return formatDate(date, locale, date.getFullYear() === now.getFullYear() ? "dayMonthTime" : "mediumTime");
}
