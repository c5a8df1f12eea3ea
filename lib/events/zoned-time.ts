import { TZDate, tzOffset } from "@date-fns/tz";

// An event's start and end are typed as wall-clock times in the EVENT's time zone (a host in
// Bucharest planning a concert in New York types New York time) and stored as UTC instants.
// These helpers convert between the two; `datetime-local` inputs speak "YYYY-MM-DDTHH:mm".

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The wall clock of `instant` in `timeZone`, as a `datetime-local` value ("2025-06-01T19:30"). */
export function toZonedInput(instant: Date | string, timeZone: string): string {
  const date = new TZDate(new Date(instant).getTime(), timeZone);
  if (Number.isNaN(date.getTime())) return "";
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The UTC instant at which clocks in `timeZone` show `local` ("YYYY-MM-DDTHH:mm"), or null when
 * `local` is not a date and time.
 *
 * Daylight saving makes two cases ambiguous, decided here the way calendar apps do:
 * - a time that happens twice (clocks go back) is its FIRST occurrence;
 * - a time that never happens (clocks go forward) moves forward by the gap (02:30 → 03:30).
 */
export function fromZonedInput(local: string, timeZone: string): Date | null {
  const match = LOCAL_INPUT.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  // The wall clock read as if it were UTC; the real instant is this minus the zone's offset.
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Offsets either side of any transition near this day; a zone changes offset at most once a day.
  const offsetBefore = tzOffset(timeZone, new Date(asUtc - DAY));
  const offsetAfter = tzOffset(timeZone, new Date(asUtc + DAY));
  if (Number.isNaN(offsetBefore) || Number.isNaN(offsetAfter)) return null;
  const candidates = [asUtc - offsetBefore * MINUTE, asUtc - offsetAfter * MINUTE].sort((a, b) => a - b);
  const wanted = toZonedInput(new Date(asUtc), "UTC");
  const existing = candidates.find((candidate) => toZonedInput(new Date(candidate), timeZone) === wanted);
  if (existing !== undefined) return new Date(existing);
  // In a gap: keep the offset from before the change, which lands the same distance past it.
  return new Date(asUtc - offsetBefore * MINUTE);
}

/** `fromZonedInput` as the API's ISO string, or null. */
export function zonedInputToIso(local: string, timeZone: string): string | null {
  return fromZonedInput(local, timeZone)?.toISOString() ?? null;
}

/** The browser's IANA time zone (UTC when it cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA zone this runtime knows, for the time zone picker; older runtimes get a short list. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  // Some runtimes leave out "UTC" itself; a host may want it.
  return zones.length > 0
    ? zones.includes("UTC")
      ? zones
      : [...zones, "UTC"]
    : ["UTC", "Europe/London", "Europe/Bucharest", "Europe/Istanbul", "America/New_York"];
}

/** "GMT+3" style label of a zone's offset at `at`, for the picker and the editor's hints. */
export function timeZoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const minutes = tzOffset(timeZone, at);
  if (Number.isNaN(minutes)) return "";
  if (minutes === 0) return "GMT";
  const sign = minutes > 0 ? "+" : "−";
  const absolute = Math.abs(minutes);
  const hours = Math.floor(absolute / 60);
  const rest = absolute % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ""}`;
}
