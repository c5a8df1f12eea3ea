import { format, isValid, parseISO } from "date-fns";
import { isLocale } from "@/lib/i18n/config";
import { DATE_FNS_LOCALES } from "@/lib/shell/panels/notice-time";

// A period's days as a reader reads them ("1 Jun – 18 Jun 2025", "18 Jun 2024 – 18 Jun 2025").
// The days are calendar days (YYYY-MM-DD), not instants, so no time zone moves them. date-fns, not
// Intl's formatRange: the server's and the browser's ICU put different spaces around the dash,
// and a first paint from the server must read exactly as the browser renders it.

export function formatDayRange(from: string, to: string, locale: string): string {
  const start = parseISO(from);
  const end = parseISO(to);
  if (!isValid(start) || !isValid(end)) return "";
  const options = { locale: DATE_FNS_LOCALES[isLocale(locale) ? locale : "en"] };
  if (from === to) return format(start, "d MMM yyyy", options);
  const startPattern = start.getFullYear() === end.getFullYear() ? "d MMM" : "d MMM yyyy";
  return `${format(start, startPattern, options)} – ${format(end, "d MMM yyyy", options)}`;
}
