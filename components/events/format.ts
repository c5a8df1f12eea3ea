import type { HostEvent } from "@/components/events/types";
import { timeZoneOffsetLabel } from "@/lib/events/zoned-time";
import { formatDate, formatDateRange } from "@/lib/dates/format";

// Dates on the host's screens, through lib/dates/format.ts in the active language. The list and the tables show
// them in the viewer's own time zone; the event's page shows the event's times in the event's
// zone (PRODUCT.md, "Numbers and text"). Screens that render them on the server first (the
// dashboard) pass the time zone explicitly, so server and browser agree on the zone.

/** "Sat, 14 Jun 2025, 19:30 – 22:30", or both ends in full when they fall on different days. */
export function formatEventRange(startsAt: string, endsAt: string, locale: string, timeZone?: string): string {
  return formatDateRange(startsAt, endsAt, locale, timeZone);
}

/** "Jun 14, 2025, 7:30 PM". */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  return formatDate(iso, locale, "mediumTime", timeZone);
}

/** "19:30". */
export function formatTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  return formatDate(iso, locale, "time", timeZone);
}

/** The day of the month and short month, for the date badge on a row ("14", "Jun"). */
export function dateBadge(iso: string, locale: string, timeZone?: string): { day: string; month: string } {
  return {
    day: formatDate(iso, locale, "dayOfMonth", timeZone),
    month: formatDate(iso, locale, "monthShort", timeZone).replace(/\.$/, ""),
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

export { venueLine } from "@/components/events/venue-line";
