// iCalendar (RFC 5545) text for feeds, per-event downloads and mail attachments. Small enough to
// own: escaping, UTC instants and 75-octet line folding are the whole of what calendar apps need.

export type IcalEvent = {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  startsAt: Date;
  endsAt: Date;
  status?: "CONFIRMED" | "CANCELLED";
  updatedAt?: Date;
};

const PRODUCT_ID = "-//Hostdeck//Events//EN";

/** 20261212T170000Z */
export function icalInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeIcalText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space; never split a UTF-8 character. */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildCalendar({
  name,
  events,
  now = new Date(),
}: {
  name: string;
  events: IcalEvent[];
  now?: Date;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcalText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icalInstant(now)}`,
      `DTSTART:${icalInstant(event.startsAt)}`,
      `DTEND:${icalInstant(event.endsAt)}`,
      `SUMMARY:${escapeIcalText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeIcalText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeIcalText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.updatedAt) lines.push(`LAST-MODIFIED:${icalInstant(event.updatedAt)}`);
    lines.push(`STATUS:${event.status ?? "CONFIRMED"}`, "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcalLine).join("\r\n") + "\r\n";
}
