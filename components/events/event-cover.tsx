"use client";
import { dateBadge } from "@/components/events/format";
import { EventCoverTile } from "@/components/events/event-cover-tile";

/**
 * An event's cover image as a square (or wide) thumbnail; without one (or when it fails to load)
 * a tinted tile with the day and month, so a row still reads at a glance.
 */
export function EventCover({
  src,
  startsAt,
  locale,
  timeZone,
  size = 64,
  wide = false,
}: {
  src: string | null;
  startsAt: string;
  locale: string;
  timeZone?: string;
  size?: number;
  wide?: boolean;
}) {
  const { day, month } = dateBadge(startsAt, locale, timeZone);
  return <EventCoverTile src={src} day={day} month={month} size={size} wide={wide} />;
}
