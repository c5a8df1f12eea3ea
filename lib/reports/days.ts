import { z } from "zod";
import { fromZonedInput } from "@/lib/events/zoned-time";

// A report's period: `from` and `to` are calendar days (YYYY-MM-DD, both inclusive) in the
// account's time zone (the user's for a personal account, the vendor's otherwise; the server reads
// it with lib/reports/period.ts, which re-exports this file). The queries get the UTC instants
// where those days start and end, and each day's own bounds for daily series. Pure, so the
// screens' period pickers use the same rules.

/** The longest period a report reads: a year and a day covers any "last 12 months" view. */
export const MAX_PERIOD_DAYS = 366;

const isoDay = z.iso.date({ error: "Use a date as YYYY-MM-DD." });

/** The fields of a period, for query schemas that add their own (refine them with `checkPeriod`). */
export const periodFields = { from: isoDay, to: isoDay };

/** `from` not after `to`, and at most MAX_PERIOD_DAYS days; silent when a day is not valid (its field says so). */
export function checkPeriod(period: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = dayCount(period.from, period.to);
  if (Number.isNaN(days)) return;
  if (days < 1)
    context.addIssue({ code: "custom", path: ["to"], message: "The end of the period is before its start." });
  else if (days > MAX_PERIOD_DAYS)
    context.addIssue({ code: "custom", path: ["to"], message: `A period is at most ${MAX_PERIOD_DAYS} days.` });
}

/** `from` and `to` of a report query, checked: real dates, `from` not after `to`, at most MAX_PERIOD_DAYS days. */
export const periodQuerySchema = z.object(periodFields).superRefine(checkPeriod);

export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export type PeriodDay = { day: string; start: Date; end: Date };

export type Period = PeriodQuery & {
  timezone: string;
  /** Where `from` starts, in UTC. */
  start: Date;
  /** Where the day after `to` starts, in UTC (exclusive). */
  end: Date;
};

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`); NaN unless both are real days. */
export function dayCount(from: string, to: string): number {
  if (!isoDay.safeParse(from).success || !isoDay.safeParse(to).success) return Number.NaN;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export type PeriodProblem = "invalid" | "endBeforeStart" | "tooLong";

/** Why two days cannot be asked for as a period (the rules of `periodQuerySchema`), or null when they can: for the screens' custom periods. */
export function periodProblem(from: string, to: string): PeriodProblem | null {
  const days = dayCount(from, to);
  if (Number.isNaN(days)) return "invalid";
  if (days < 1) return "endBeforeStart";
  return days > MAX_PERIOD_DAYS ? "tooLong" : null;
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `count` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in `timezone` (UTC when the zone is unknown). */
export function todayIn(timezone: string, now = new Date()): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  try {
    return format(timezone).slice(0, 10);
  } catch {
    return format("UTC").slice(0, 10);
  }
}

/** The last `days` days up to and including today in `timezone` (a "last 30 days" preset). */
export function lastDays(days: number, timezone: string, now = new Date()): PeriodQuery {
  const to = todayIn(timezone, now);
  return { from: daysBefore(to, days - 1), to };
}

// Midnights already found, by day and zone: finding one asks Intl for the zone's offsets (about
// 10 µs, half of an analytics read's own work, issue 17), and the answer never changes while the
// process runs. Bounded: emptied when full.
const midnights = new Map<string, number>();
const MAX_MIDNIGHTS = 5_000;

function startOfDay(day: string, timezone: string): Date {
  const key = `${day} ${timezone}`;
  let midnight = midnights.get(key);
  if (midnight === undefined) {
    // Midnight exists in every zone but a few historic ones; fromZonedInput moves a gap forward.
    midnight = (fromZonedInput(`${day}T00:00`, timezone) ?? new Date(`${day}T00:00:00Z`)).getTime();
    if (midnights.size >= MAX_MIDNIGHTS) midnights.clear();
    midnights.set(key, midnight);
  }
  return new Date(midnight);
}

/** The period of a checked query, in the account's time zone. */
export function toPeriod(query: PeriodQuery, timezone: string): Period {
  return {
    from: query.from,
    to: query.to,
    timezone,
    start: startOfDay(query.from, timezone),
    end: startOfDay(nextDay(query.to), timezone),
  };
}

/** Every day of the period with its own UTC bounds (days are 23 or 25 hours long when clocks change). */
export function periodDays(period: Period): PeriodDay[] {
  const days: PeriodDay[] = [];
  for (let day = period.from; day <= period.to; day = nextDay(day)) {
    days.push({ day, start: startOfDay(day, period.timezone), end: startOfDay(nextDay(day), period.timezone) });
  }
  return days;
}
