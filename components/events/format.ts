import type { HostEvent } from "@/components/events/types";
import { timeZoneOffsetLabel } from "@/lib/events/zoned-time";
import { withPlainSpaces } from "@/lib/text/plain-spaces";

// Dates on the host's screens, with Intl in the active language. The list and the tables show
// them in the viewer's own time zone; the event's page shows the event's times in the event's
// zone (PRODUCT.md, "Numbers and text"). Screens that render them on the server first (the
// dashboard) pass the time zone explicitly, so server and browser agree on the zone.

const EVENT_DATE: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, options);
  }
}

/** "Sat, 14 Jun 2025, 19:30 – 22:30", or both ends in full when they fall on different days. */
export function formatEventRange(startsAt: string, endsAt: string, locale: string, timeZone?: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return "";
  const format = formatter(locale, EVENT_DATE, timeZone);
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return withPlainSpaces(format.formatRange(start, end));
}

/** "14 Jun 2025, 19:30". */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(
    locale,
    { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
    timeZone,
  ).format(date);
}

/** "19:30". */
export function formatTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(locale, { hour: "numeric", minute: "2-digit" }, timeZone).format(date);
}

/** The day of the month and short month, for the date badge on a row ("14", "Jun"). */
export function dateBadge(iso: string, locale: string, timeZone?: string): { day: string; month: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: "", month: "" };
  return {
    day: formatter(locale, { day: "numeric" }, timeZone).format(date),
    month: formatter(locale, { month: "short" }, timeZone).format(date).replace(/\.$/, ""),
  };
}

/** The zone's name in the reader's language where Intl has one ("Eastern European Summer Time"), else the IANA id. */
export function timeZoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A zone as hosts read it at a glance: its city and offset, "Bucharest (GMT+3)". */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const city = timeZone.split("/").pop()?.replace(/_/g, " ") ?? timeZone;
  const offset = timeZoneOffsetLabel(timeZone, at);
  return offset ? `${city} (${offset})` : city;
}

export type DisplayStatus = "draft" | "published" | "ended" | "cancelled" | "archived";

/** "ended" is a published event whose end has passed; it is not stored (PRODUCT.md, "Status"). */
export function displayStatus(event: Pick<HostEvent, "status" | "endsAt">, now: Date = new Date()): DisplayStatus {
  if (event.status === "published" && new Date(event.endsAt) < now) return "ended";
  return event.status;
}

/** Where the event happens, as one line: "Hall, City" / "" (online events say so themselves). */
export function venueLine(event: Pick<HostEvent, "venueName" | "venueCity"> & { venueAddress?: string }): string {
  return [event.venueName, event.venueCity].filter(Boolean).join(", ") || (event.venueAddress ?? "");
}
