// A period's days as a reader reads them ("1–18 Jun 2025", "18 Jun 2024 – 18 Jun 2025"). The
// days are calendar days, not instants: they are read and written at UTC midnight so no time zone
// moves them to the day before.

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDayRange(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const start = utcDay(from);
  const end = utcDay(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return "";
  return from === to ? format.format(start) : format.formatRange(start, end);
}
