import { format, type Locale as DateFnsLocale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { ro } from "date-fns/locale/ro";
import { tr } from "date-fns/locale/tr";
import type { Locale } from "@/lib/i18n/config";

/** How a message's or notification's time reads (specification, section 3). */
export const NOTICE_TIME_FORMAT = "MMM dd, h:mm a";

/** date-fns' own locale of each language of the app. */
export const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { en: enUS, tr, ro };

/** The item's time in the reader's language and time zone, e.g. "Mar 05, 2:07 PM". */
export function formatNoticeTime(isoTime: string, locale: Locale): string {
  return format(new Date(isoTime), NOTICE_TIME_FORMAT, { locale: DATE_FNS_LOCALES[locale] });
}
