// The activities timeline's days: entries keep their order (newest first) and a new day starts
// whenever the local calendar date changes, in the reader's time zone. Pure, so unit-tested.

export type DayKind = "today" | "yesterday" | "date";

export type ActivityDay<T> = {
  /** The local calendar day, `YYYY-MM-DD`. */
  key: string;
  kind: DayKind;
  /** Noon of that day, for formatting its date. */
  date: Date;
  items: T[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from `date` to `now` (0 today, 1 yesterday); daylight saving does not skew it. */
export function daysAgo(date: Date, now: Date): number {
  const start = (value: Date) => Date.UTC(value.getFullYear(), value.getMonth(), value.getDate());
  return Math.round((start(now) - start(date)) / DAY_MS);
}

/** `items` (each with an ISO `date`) cut into local days; undated entries are left out. */
export function groupByDay<T extends { date: string }>(items: T[], now: Date = new Date()): ActivityDay<T>[] {
  const days: ActivityDay<T>[] = [];
  for (const item of items) {
    const when = new Date(item.date);
    if (Number.isNaN(when.getTime())) continue;
    const key = localDayKey(when);
    const current = days.find((day) => day.key === key);
    if (current) {
      current.items.push(item);
      continue;
    }
    const ago = daysAgo(when, now);
    const kind: DayKind = ago === 0 ? "today" : ago === 1 ? "yesterday" : "date";
    days.push({ key, kind, date: new Date(when.getFullYear(), when.getMonth(), when.getDate(), 12), items: [item] });
  }
  return days;
}

/**
 * How an activity's link opens: `useRouter` links of the app open in it (next/link); the others
 * open as external links in a new tab. Only site paths and http(s) addresses are links at all.
 */
export function activityLinkTarget(link: string | null, useRouter: boolean): "in-app" | "external" | null {
  if (!link) return null;
  const inApp = link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
  const web = /^https?:\/\/[^/\\]/i.test(link);
  if (!inApp && !web) return null;
  return useRouter && inApp ? "in-app" : "external";
}
