import { createRandom } from "@/lib/sample/random";

// Helpers for the dashboards' computed sample data. The dashboards have no tables on purpose: their
// data is demo content computed from the date, the same for every user, not anything a user owns
// or changes, so there is nothing to store, copy per account or keep apart.
//
// Every value is a pure function of a series seed and the point's date, so a given day always
// shows the same number while the charts move along with the calendar. Dates are UTC days.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** One chart point; `x` is an ISO date-time. */
export type Point = { x: string; y: number };
export type Series<T> = { name: string; data: T };
/** Consecutive 8-day periods ending today, oldest first: text labels and ISO dates. */
export type Buckets = { labels: string[]; buckets: { start: string; end: string }[] };

const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Days since 1970-01-01 (UTC) of the day that contains `date`. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function dateOfDay(day: number): Date {
  return new Date(day * DAY_MS);
}

/**
 * The same calendar day `months` months earlier (later when negative), clamped to the last day of
 * a shorter month, as a day number.
 */
export function dayMonthsBefore(date: Date, months: number): number {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayNumber(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDayOfMonth))));
}

/**
 * The days of a series spaced every 3 days, from `fromMonthsAgo` up to (not including)
 * `toMonthsAgo` months before `now`. The days sit on a fixed grid (day number divisible by 3), so
 * a point keeps its date and value from one day to the next and a new one appears every 3 days.
 */
export function everyThirdDay(now: Date, fromMonthsAgo: number, toMonthsAgo: number): number[] {
  const first = Math.ceil(dayMonthsBefore(now, fromMonthsAgo) / 3) * 3;
  const end = toMonthsAgo === 0 ? dayNumber(now) + 1 : dayMonthsBefore(now, toMonthsAgo);
  const days: number[] = [];
  for (let day = first; day < end; day += 3) days.push(day);
  return days;
}

/** The `count` days before today, oldest first (today itself is not over yet). */
export function lastDays(now: Date, count: number): number[] {
  const today = dayNumber(now);
  return Array.from({ length: count }, (_, index) => today - count + index);
}

function dayLabel(day: number): string {
  const date = dateOfDay(day);
  return `${String(date.getUTCDate()).padStart(2, "0")} ${MONTH_ABBREVIATIONS[date.getUTCMonth()]}`;
}

/** `count` 8-day periods, the last one ending today; `days` of each period oldest first. */
export function eightDayBuckets(now: Date, count: number): { days: number[]; start: number; end: number }[] {
  const today = dayNumber(now);
  return Array.from({ length: count }, (_, index) => {
    const end = today - 8 * (count - 1 - index);
    const start = end - 7;
    return { start, end, days: Array.from({ length: 8 }, (_, offset) => start + offset) };
  });
}

/** Labels ("dd MMM - dd MMM", as the original screens print them) and ISO dates of the periods. */
export function describeBuckets(buckets: { start: number; end: number }[]): Buckets {
  return {
    labels: buckets.map(({ start, end }) => `${dayLabel(start)} - ${dayLabel(end)}`),
    buckets: buckets.map(({ start, end }) => ({ start: isoDate(start), end: isoDate(end) })),
  };
}

export function isoDate(day: number): string {
  return dateOfDay(day).toISOString().slice(0, 10);
}

export type Wave = {
  /** The level the series moves around. */
  base: number;
  /** Share of `base` of the slow swing (one period of `period` steps). */
  swing: number;
  period: number;
  /** Share of `base` of the random jitter of each step. */
  jitter: number;
};

/**
 * The value of a series at step `step` (a day or a minute number): a slow sine swing plus a jitter
 * that is random but fixed for that series and step.
 */
export function waveValue(seriesSeed: number, step: number, { base, swing, period, jitter }: Wave): number {
  const phase = (seriesSeed % 97) / 97;
  const noise = createRandom(Math.imul(seriesSeed, 2_654_435_761) ^ step).next() * 2 - 1;
  return base * (1 + swing * Math.sin(2 * Math.PI * (step / period + phase)) + jitter * noise);
}

export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Integer points of a daily wave on the given days. */
export function dailyPoints(seriesSeed: number, days: number[], wave: Wave, decimals = 0): Point[] {
  return days.map((day) => ({ x: dateOfDay(day).toISOString(), y: round(waveValue(seriesSeed, day, wave), decimals) }));
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A stable id in the UUID v4 layout, drawn from a seeded generator (sample rows that are not stored). */
export function sampleUuid(random: ReturnType<typeof createRandom>): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
