import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import { formatDate, formatDateRange } from "@/lib/dates/format";

// Dates on the public pages are shown in the EVENT's time zone (a visitor in Tokyo buying a ticket
// for a concert in Bucharest wants to know when the doors open there), in the active language.
// Thin names over lib/dates/format.ts (date-fns), so the server and the browser print the same text.

type Instant = Date | string;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** "Sat, Dec 12, 2026, 7:00 PM – 10:00 PM" (en) / "sâm, 12 dec. 2026, 19:00 – 22:00" (ro); the end's date only when it differs. */
export function formatEventDateRange(startsAt: Instant, endsAt: Instant, timeZone: string, locale: string): string {
  return formatDateRange(startsAt, endsAt, locale, timeZone);
}

/** The range followed by the IANA zone it is in: "Sat, 12 Dec 2026, 19:00 – 22:00 (Europe/Bucharest)". */
export function formatEventWhen(startsAt: Instant, endsAt: Instant, timeZone: string, locale: string): string {
  return `${formatEventDateRange(startsAt, endsAt, timeZone, locale)} (${timeZone})`;
}

/** A card's start: "Sat, Dec 12, 7:00 PM GMT+2" — with the zone's offset, since cards mix zones. */
export function formatEventStart(
  startsAt: Instant,
  timeZone: string,
  locale: string,
  { withYear = false } = {},
): string {
  return formatDate(startsAt, locale, withYear ? "weekdayTimeZone" : "weekdayDayMonthTimeZone", timeZone);
}

/** A plain date and time in the event's zone (sale windows): "Dec 1, 2026, 10:00 AM". */
export function formatEventInstant(value: Instant, timeZone: string, locale: string): string {
  return formatDate(value, locale, "mediumTime", timeZone);
}

/** The day-of-month and short month for a date badge, in the event's zone. */
export function eventDateBadge(startsAt: Instant, timeZone: string, locale: string): { day: string; month: string } {
  return {
    day: formatDate(startsAt, locale, "dayOfMonth", timeZone),
    month: formatDate(startsAt, locale, "monthShort", timeZone).replace(/\.$/, ""),
  };
}

/** ISO 8601 with the zone's offset at that instant, as schema.org wants it: "2026-12-12T19:00:00+02:00". */
export function isoInTimeZone(value: Instant, timeZone: string): string {
  return formatISO(new TZDate(toDate(value).getTime(), timeZone));
}
