import { TZDate } from "@date-fns/tz";
import { format, isValid, parseISO, type Locale as DateFnsLocale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { ro } from "date-fns/locale/ro";
import { tr } from "date-fns/locale/tr";
import { isLocale, type Locale } from "@/lib/i18n/config";

// The one home of how dates read in the app (spec section 9: entry `D`, display `DDD`, month-year
// `LLL yyyy`; in date-fns' tokens `P`, `PPP` and `LLL yyyy`), in the active language through
// date-fns' own locales. Pure functions over date-fns, so the server's first paint and the browser
// print the same text (Intl's output differs between Node's ICU and Chromium's in its spaces).

/** date-fns' locale of each language of the app. */
export const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { en: enUS, tr, ro };

/** The date-fns patterns of each style a screen may ask for. */
export const DATE_STYLES = {
  /** What a date field shows and reads: "11/25/2026", "25.11.2026". */
  entry: "P",
  /** A date in text: "November 25th, 2026", "25 noiembrie 2026". */
  display: "PPP",
  /** A month's label (calendar title, month headings): "Nov 2026", "Kas 2026". */
  monthYear: "LLL yyyy",
  /** A date in short text: "Nov 25, 2026", "25 nov. 2026". */
  medium: "PP",
  /** A date in short text with its time: "Nov 25, 2026, 7:30 PM". */
  mediumTime: "PP, p",
  /** A date with its day's name: "Wednesday, November 25th, 2026". */
  full: "PPPP",
  /** A day with its short name and time, for events: "Wed, Nov 25, 2026, 7:30 PM". */
  weekdayTime: "EEE, PP, p",
  /** The same without the year and with the zone's offset, for cards mixing zones: "Wed, Nov 25, 7:30 PM GMT+2". */
  weekdayDayMonthTimeZone: "EEE, d MMM, p O",
  /** The same with the year. */
  weekdayTimeZone: "EEE, PP, p O",
  /** A month in full with its year: "November 2026". */
  monthYearLong: "LLLL yyyy",
  /** A time of day: "7:30 PM", "19:30". */
  time: "p",
  /** A date and its time: "November 25th, 2026 7:30 PM". */
  dateTime: "PPP p",
  /** A day's name: "Wednesday". */
  weekday: "EEEE",
  /** The day of the month alone, for date badges: "25". */
  dayOfMonth: "d",
  /** The short month alone, for date badges: "Nov". */
  monthShort: "LLL",
  /** A day and short month, for a year that goes without saying: "Nov 25" (en), "25 Kas" (tr). */
  dayMonth: "d MMM",
  /** The same with the day's short name: "Wed, 25 Nov". */
  weekdayDayMonth: "EEE, d MMM",
  /** The same with the year: "Wed, Nov 25, 2026". */
  weekdayDayMonthYear: "EEE, PP",
  /** A day and short month with the time: "Nov 25, 7:30 PM". */
  dayMonthTime: "d MMM, p",
} as const;

export type DateStyle = keyof typeof DATE_STYLES;

/** Two-digit years below this read as 20yy, the others as 19yy (spec section 9: cutoff 60). */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

/** date-fns' locale for any language tag the app may meet; English for anything else. */
export function dateFnsLocale(locale: string): DateFnsLocale {
  return DATE_FNS_LOCALES[isLocale(locale) ? locale : "en"];
}

/** A Date from an instant or a calendar day ("2026-11-25" is that day, not midnight UTC). */
function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value);
}

/**
 * `value` in `style` and the language `locale`, in `timeZone` when given (else the runtime's own
 * zone); "" for a missing or invalid date, so a screen never prints "Invalid Date".
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  locale: string,
  style: DateStyle = "display",
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  if (!isValid(date)) return "";
  const zoned = timeZone ? inZone(date, timeZone) : date;
  return format(zoned, patternFor(style, locale), { locale: dateFnsLocale(locale) });
}

/** The day and month in the language's own order without the year: "MMM d" (en), "d MMM" (tr, ro). */
function dayMonthPattern(locale: string): string {
  const medium = dateFnsLocale(locale).formatLong?.date({ width: "medium" }) ?? "MMM d, y";
  return medium.replace(/[,.\s]*y+[.\s]*/g, "").trim() || "d MMM";
}

/** The styles that name a day and month follow the language's order ("Nov 25" / "25 Kas"). */
function patternFor(style: DateStyle, locale: string): string {
  const pattern: string = DATE_STYLES[style];
  return pattern.includes("d MMM") && !pattern.includes("yyyy")
    ? pattern.replace("d MMM", dayMonthPattern(locale))
    : pattern;
}

/**
 * A span of time as one phrase: "Wed, Nov 25, 2026, 7:30 PM – 10:00 PM" on one day, both ends in
 * full across days; the start alone when the end is missing or not after it.
 */
export function formatDateRange(
  start: Date | string,
  end: Date | string | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  const from = formatDate(start, locale, "weekdayTime", timeZone);
  if (!from || !end || !isValid(toDate(end)) || toDate(end) <= toDate(start)) return from;
  const sameDay = formatDate(start, locale, "entry", timeZone) === formatDate(end, locale, "entry", timeZone);
  return `${from} – ${formatDate(end, locale, sameDay ? "time" : "weekdayTime", timeZone)}`;
}

function inZone(date: Date, timeZone: string): Date {
  try {
    const zoned = new TZDate(date.getTime(), timeZone);
    return isValid(zoned) ? zoned : date;
  } catch {
    return date;
  }
}

/** The order of day, month and year in the language's entry pattern, e.g. ["M", "d", "y"] for en. */
function entryFieldOrder(locale: string): ("d" | "M" | "y")[] {
  const pattern = dateFnsLocale(locale).formatLong?.date({ width: "short" }) ?? "MM/dd/yyyy";
  const order: ("d" | "M" | "y")[] = [];
  for (const letter of pattern) {
    if ((letter === "d" || letter === "M" || letter === "y") && !order.includes(letter)) order.push(letter);
  }
  return order.length === 3 ? order : ["M", "d", "y"];
}

/** What a date field shows as a hint of its pattern: "MM/dd/yyyy", "dd.MM.yyyy". */
export function entryPattern(locale: string): string {
  return dateFnsLocale(locale).formatLong?.date({ width: "short" }) ?? "MM/dd/yyyy";
}

/** A year as typed: two digits follow the cutoff ("45" → 2045, "75" → 1975), four stay. */
export function expandYear(typed: string): number | null {
  if (!/^\d{2}$|^\d{4}$/.test(typed)) return null;
  const year = Number(typed);
  if (typed.length === 4) return year;
  return year < TWO_DIGIT_YEAR_CUTOFF ? 2000 + year : 1900 + year;
}

/**
 * The calendar day a person typed in the language's entry pattern ("11/25/26", "25.11.2026"), as
 * `YYYY-MM-DD`; an ISO day is accepted too. Null for anything that is not a real day (31/04).
 */
export function parseEntryDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isValid(parseISO(trimmed)) ? trimmed : null;
  const parts = trimmed.split(/[^\d]+/).filter(Boolean);
  if (parts.length !== 3) return null;
  const fields: Partial<Record<"d" | "M" | "y", string>> = {};
  entryFieldOrder(locale).forEach((field, index) => (fields[field] = parts[index]));
  const year = expandYear(fields.y ?? "");
  const month = Number(fields.M);
  const day = Number(fields.d);
  if (year === null || !/^\d{1,2}$/.test(fields.M ?? "") || !/^\d{1,2}$/.test(fields.d ?? "")) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A period's calendar days (YYYY-MM-DD) as a reader reads them: "1 Jun – 18 Jun 2025",
 * "18 Jun 2024 – 18 Jun 2025". Days, not instants, so no time zone moves them.
 */
export function formatDayRange(from: string, to: string, locale: string): string {
  const start = parseISO(from);
  const end = parseISO(to);
  if (!isValid(start) || !isValid(end)) return "";
  const options = { locale: dateFnsLocale(locale) };
  if (from === to) return format(start, "d MMM yyyy", options);
  const startPattern = start.getFullYear() === end.getFullYear() ? "d MMM" : "d MMM yyyy";
  return `${format(start, startPattern, options)} – ${format(end, "d MMM yyyy", options)}`;
}
