import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import { withPlainSpaces } from "@/lib/text/plain-spaces";

// Dates on the public pages are shown in the EVENT's time zone (a visitor in Tokyo buying a ticket
// for a concert in Bucharest wants to know when the doors open there), in the active language.
// Pure functions over Intl, so the server and the browser print the same text.

type Instant = Date | string;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** Date and time as the product writes them: "Sat, Dec 12, 2026, 7:00 PM" (without `weekday`: "Dec 12, 2026, 7:00 PM"). */
export const EVENT_DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** "Sat, Dec 12, 2026, 7:00 – 10:00 PM" (en) / "sâm., 12 dec. 2026, 19:00–22:00" (ro); the end's date only when it differs. */
export function formatEventDateRange(startsAt: Instant, endsAt: Instant, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { ...EVENT_DATE_TIME, timeZone });
  return withPlainSpaces(format.formatRange(toDate(startsAt), toDate(endsAt)));
}

/** The range followed by the IANA zone it is in: "Sat, 12 Dec 2026, 19:00 – 22:00 (Europe/Bucharest)". */
export function formatEventWhen(startsAt: Instant, endsAt: Instant, timeZone: string, locale: string): string {
  return `${formatEventDateRange(startsAt, endsAt, timeZone, locale)} (${timeZone})`;
}

/** A card's start: "Sat, Dec 12, 7:00 PM GMT+2" — with the zone's abbreviation, since cards mix zones. */
export function formatEventStart(
  startsAt: Instant,
  timeZone: string,
  locale: string,
  { withYear = false } = {},
): string {
  return new Intl.DateTimeFormat(locale, {
    ...EVENT_DATE_TIME,
    year: withYear ? "numeric" : undefined,
    timeZone,
    timeZoneName: "short",
  }).format(toDate(startsAt));
}

/** A plain date and time in the event's zone (sale windows): "Dec 1, 2026, 10:00 AM". */
export function formatEventInstant(value: Instant, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...EVENT_DATE_TIME, weekday: undefined, timeZone }).format(toDate(value));
}

/** The day-of-month and short month for a date badge, in the event's zone. */
export function eventDateBadge(startsAt: Instant, timeZone: string, locale: string): { day: string; month: string } {
  const date = toDate(startsAt);
  return {
    day: new Intl.DateTimeFormat(locale, { day: "numeric", timeZone }).format(date),
    month: new Intl.DateTimeFormat(locale, { month: "short", timeZone }).format(date).replace(/\.$/, ""),
  };
}

/** ISO 8601 with the zone's offset at that instant, as schema.org wants it: "2026-12-12T19:00:00+02:00". */
export function isoInTimeZone(value: Instant, timeZone: string): string {
  return formatISO(new TZDate(toDate(value).getTime(), timeZone));
}
