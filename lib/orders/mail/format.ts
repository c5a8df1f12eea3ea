import { regionName } from "@/lib/text/region-name";

// Formatting shared by the order mails: event dates in the
// event's own time zone (a buyer travels to the event, so its local time is the one that matters).

/** "Saturday, 12 December 2026, 19:00 – 22:00 (Europe/Istanbul)": a range collapsed when on one day. */
export function formatEventWhen(event: { startsAt: Date; endsAt: Date; timezone: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: event.timezone });
  return `${format.formatRange(event.startsAt, event.endsAt)} (${event.timezone.replace(/_/g, " ")})`;
}

/** A payment deadline: "Saturday, 12 December 2026 at 19:00 (Europe/Istanbul)", in the event's zone like its dates. */
export function formatDeadline(deadline: Date, timezone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: timezone });
  return `${format.format(deadline)} (${timezone.replace(/_/g, " ")})`;
}

/** The venue as one line (the country by name, in `locale`), or null for an online-only event. */
export function formatVenue(
  event: { format: string; venueName: string; venueAddress: string; venueCity: string; venueCountry: string },
  locale: string,
): string | null {
  if (event.format === "online") return null;
  const parts = [event.venueName, event.venueAddress, event.venueCity, regionName(event.venueCountry, locale)]
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}
