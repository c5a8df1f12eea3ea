import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { nextDay, todayIn, toPeriod } from "@/lib/reports/days";

// Days of the analytics rollups: the calendar day of an instant in a time zone, exactly as the
// reports bound them (lib/reports/days.ts: a day runs from its start to the next day's start, in
// UTC), in JavaScript for the upkeep and as one SQL expression for the wholesale rebuild.

const DAY_MS = 86_400_000;

/** Where `day` starts and the next day starts, in `timezone`. */
export function dayBounds(day: string, timezone: string): { start: Date; end: Date } {
  const { start, end } = toPeriod({ from: day, to: day }, timezone);
  return { start, end };
}

/** The day (YYYY-MM-DD) of `timezone` that holds `instant`. */
export function dayOf(instant: Date, timezone: string): string {
  const day = todayIn(timezone, instant);
  const { start, end } = dayBounds(day, timezone);
  if (instant < start) return previousDay(day);
  return instant >= end ? nextDay(day) : day;
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

type Segment = { end: string; expression: string };

/**
 * A SQL expression giving the day of `column` (a DateTime column, stored as Prisma's text) in
 * `timezone`, exact for instants from `first`'s day to `last`'s day. Runs of whole 24-hour days at
 * one UTC offset become `date(column, '+N seconds')`; the days clocks change on are spelled out.
 * Every value in it is made here (days, instants, numbers), never taken from input.
 */
export function dayExpression(column: string, timezone: string, first: Date, last: Date): string {
  const segments: Segment[] = [];
  const lastDay = dayOf(last, timezone);
  let previous: { offset: number; regular: boolean } | null = null;
  for (let day = dayOf(first, timezone); day <= lastDay; day = nextDay(day)) {
    const { start, end } = dayBounds(day, timezone);
    const offset = Math.round((Date.parse(`${day}T00:00:00Z`) - start.getTime()) / 1000);
    const regular = end.getTime() - start.getTime() === DAY_MS;
    const expression = regular ? `date(${column}, '${offset >= 0 ? "+" : ""}${offset} seconds')` : `'${day}'`;
    const open = segments.at(-1);
    if (open && regular && previous?.regular && previous.offset === offset) open.end = sqliteInstant(end);
    else segments.push({ end: sqliteInstant(end), expression });
    previous = { offset, regular };
  }
  if (segments.length === 0) return `date(${column})`;
  const cases = segments.slice(0, -1).map((segment) => `WHEN ${column} < '${segment.end}' THEN ${segment.expression}`);
  return cases.length === 0
    ? segments[0].expression
    : `CASE ${cases.join(" ")} ELSE ${segments.at(-1)!.expression} END`;
}
