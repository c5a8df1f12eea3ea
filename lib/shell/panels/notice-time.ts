import { format } from "date-fns";
import { dateFnsLocale } from "@/lib/dates/format";
import type { Locale } from "@/lib/i18n/config";

/** How a message's or notification's time reads (specification, section 3). */
export const NOTICE_TIME_FORMAT = "MMM dd, h:mm a";

/** The item's time in the reader's language and time zone, e.g. "Mar 05, 2:07 PM". */
export function formatNoticeTime(isoTime: string, locale: Locale): string {
  return format(new Date(isoTime), NOTICE_TIME_FORMAT, { locale: dateFnsLocale(locale) });
}
