import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import { fromZonedInput } from "@/lib/events/zoned-time";

// A report's period: `from` and `to` are calendar days (YYYY-MM-DD, both inclusive) in the
// account's time zone (the user's for a personal account, the vendor's otherwise). The queries
// get the UTC instants where those days start and end, and each day's own bounds for daily series.

/** The longest period a report reads: a year and a day covers any "last 12 months" view. */
export const MAX_PERIOD_DAYS = 366;

const isoDay = z.iso.date({ error: "Use a date as YYYY-MM-DD." });

/** `from` and `to` of a report query, checked: real dates, `from` not after `to`, at most MAX_PERIOD_DAYS days. */
export const periodQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((period) => period.from <= period.to, { path: ["to"], error: "The end of the period is before its start." })
  .refine((period) => dayCount(period.from, period.to) <= MAX_PERIOD_DAYS, {
    path: ["to"],
    error: `A period is at most ${MAX_PERIOD_DAYS} days.`,
  });

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

function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `count` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(day) - count * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in `timezone`. */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(now)
    .slice(0, 10);
}

function startOfDay(day: string, timezone: string): Date {
  // Midnight exists in every zone but a few historic ones; fromZonedInput moves a gap forward.
  return fromZonedInput(`${day}T00:00`, timezone) ?? new Date(`${day}T00:00:00Z`);
}

/** The IANA time zone reports of this account count days in. */
export async function accountTimezone(account: Account): Promise<string> {
  const row = account.vendorId
    ? await db.vendor.findUnique({ where: { id: account.vendorId }, select: { timezone: true } })
    : await db.user.findUnique({ where: { id: account.userId ?? "" }, select: { timezone: true } });
  return row?.timezone ?? "UTC";
}

/** The period of a checked query, in the account's time zone. */
export function toPeriod(query: PeriodQuery, timezone: string): Period {
  return { ...query, timezone, start: startOfDay(query.from, timezone), end: startOfDay(nextDay(query.to), timezone) };
}

/** Every day of the period with its own UTC bounds (days are 23 or 25 hours long when clocks change). */
export function periodDays(period: Period): PeriodDay[] {
  const days: PeriodDay[] = [];
  for (let day = period.from; day <= period.to; day = nextDay(day)) {
    days.push({ day, start: startOfDay(day, period.timezone), end: startOfDay(nextDay(day), period.timezone) });
  }
  return days;
}
