// A task's due date is a calendar day. The API stores it as a moment (a plain date is midnight UTC,
// the sample's are noon UTC), so the day is read in UTC, and compared with the user's own today.

export type DueStatus = "overdue" | "today" | "tomorrow" | "upcoming";

/** "2031-03-01" for a due moment (the day it names, whatever the viewer's time zone). */
export function dueDay(dueDate: string): string {
  return dueDate.slice(0, 10);
}

/** The viewer's local calendar day as "YYYY-MM-DD". */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** How a due day stands against today (days compare as strings in this format). */
export function dueStatus(dueDate: string, today: string): DueStatus {
  const day = dueDay(dueDate);
  if (day < today) return "overdue";
  if (day === today) return "today";
  if (day === nextDay(today)) return "tomorrow";
  return "upcoming";
}

/** The day as a Date at noon UTC, for formatting it as a date in any time zone shown in UTC. */
export function dueDayAsDate(dueDate: string): Date {
  return new Date(`${dueDay(dueDate)}T12:00:00Z`);
}
