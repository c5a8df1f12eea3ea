/** Prisma's text form of a DateTime in SQLite ("2026-11-21T23:25:07.197+00:00"), so raw rows read back as dates and compare as text. */
export function sqliteInstant(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}
