import { buildCalendar, escapeIcalText, foldIcalLine, icalInstant } from "@/lib/calendar/ical";

describe("iCalendar text", () => {
  it("writes UTC instants without separators", () => {
    expect(icalInstant(new Date("2026-12-12T17:05:09.123Z"))).toBe("20261212T170509Z");
  });

  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeIcalText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"ş".repeat(60)}`;
    const folded = foldIcalLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("builds a calendar with one VEVENT per event, CRLF line ends and the status", () => {
    const text = buildCalendar({
      name: "Northwind Live",
      now: new Date("2026-11-01T00:00:00Z"),
      events: [
        {
          uid: "a@hostdeck",
          title: "Jazz, late",
          startsAt: new Date("2026-12-12T17:00:00Z"),
          endsAt: new Date("2026-12-12T20:00:00Z"),
          location: "Hall 1; Bucharest",
          url: "https://example.org/p/event/jazz",
        },
        {
          uid: "b@hostdeck",
          title: "Cancelled gig",
          startsAt: new Date("2026-12-13T17:00:00Z"),
          endsAt: new Date("2026-12-13T18:00:00Z"),
          status: "CANCELLED",
        },
      ],
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("SUMMARY:Jazz\\, late\r\n");
    expect(text).toContain("LOCATION:Hall 1\\; Bucharest\r\n");
    expect(text).toContain("DTSTART:20261212T170000Z\r\n");
    expect(text).toContain("STATUS:CANCELLED\r\n");
    expect(text).toContain("X-WR-CALNAME:Northwind Live\r\n");
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
  });
});
