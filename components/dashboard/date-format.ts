import { format, formatDistanceStrict, parseISO } from "date-fns";
import { dateFnsLocale, formatDate } from "@/lib/dates/format";

// The dashboard's words for times, through date-fns. The screen's first paint comes from the
// server, so everything here is deterministic: days are calendar days (no time zone to disagree
// about), and "3 days ago" counts from the moment the figures were read, not from each machine's
// clock. The dashboard's client loads this (and date-fns) after its first paint; see
// components/dashboard/use-dashboard-dates.ts.

/** A calendar day (YYYY-MM-DD) as "12 Mar" in the reader's language. */
export function shortDay(day: string, locale: string): string {
  return formatDate(day, locale, "dayMonth");
}

/** A calendar day (YYYY-MM-DD) in full, "Thursday, 12 March 2026", for the table screen readers read. */
export function longDay(day: string, locale: string): string {
  return format(parseISO(day), "PPPP", { locale: dateFnsLocale(locale) });
}

/** How far `iso` is from `nowIso`, with a direction: "3 days ago", "in 5 minutes". */
export function relativeTime(iso: string, nowIso: string, locale: string): string {
  return formatDistanceStrict(new Date(iso), new Date(nowIso), { addSuffix: true, locale: dateFnsLocale(locale) });
}
