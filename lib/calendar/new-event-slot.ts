/** Hour (local) a new event starts at when the host picks a whole day: most events are evening ones. */
export const DEFAULT_START_HOUR = 18;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The start and end a new event gets from what the host clicked or selected in the calendar:
 * - whole days (month view): from DEFAULT_START_HOUR on the first day, two hours, or until the
 *   same hour + 2 on the last day of a multi-day selection (`end` is exclusive, as FullCalendar gives it);
 * - a time range: as selected, but a single click (one 30-minute slot, or no end) makes one hour.
 */
export function newEventSlot({ start, end, allDay }: { start: Date; end?: Date | null; allDay: boolean }): {
  startsAt: Date;
  endsAt: Date;
} {
  if (allDay) {
    const startsAt = new Date(start);
    startsAt.setHours(DEFAULT_START_HOUR, 0, 0, 0);
    const lastDay = end ? new Date(end.getTime() - DAY_MS) : new Date(start);
    const endsAt = new Date(lastDay);
    endsAt.setHours(DEFAULT_START_HOUR + 2, 0, 0, 0);
    return { startsAt, endsAt: endsAt > startsAt ? endsAt : new Date(startsAt.getTime() + 2 * HOUR_MS) };
  }
  const minimumEnd = new Date(start.getTime() + HOUR_MS);
  return { startsAt: new Date(start), endsAt: end && end >= minimumEnd ? new Date(end) : minimumEnd };
}

/** The event editor's address for a new event in that slot (it reads `startsAt` and `endsAt`). */
export function newEventHref(slot: { start: Date; end?: Date | null; allDay: boolean }): string {
  const { startsAt, endsAt } = newEventSlot(slot);
  const query = new URLSearchParams({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
  return `/pages/events/new?${query}`;
}
