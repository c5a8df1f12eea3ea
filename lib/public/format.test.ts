import {
  eventDateBadge,
  formatEventDateRange,
  formatEventStart,
  formatEventWhen,
  isoInTimeZone,
} from "@/lib/public/format";

// 19:00–22:00 in Bucharest on 12 Dec 2026 (UTC+2 in winter).
const starts = new Date("2026-12-12T17:00:00Z");
const ends = new Date("2026-12-12T20:00:00Z");

describe("event times are shown in the event's own zone", () => {
  it("prints the range in the zone, not in the server's", () => {
    expect(formatEventDateRange(starts, ends, "Europe/Bucharest", "ro")).toBe("sâm, 12 dec 2026, 19:00 – 22:00");
    expect(formatEventWhen(starts, ends, "Europe/Bucharest", "en")).toBe(
      "Sat, Dec 12, 2026, 7:00 PM – 10:00 PM (Europe/Bucharest)",
    );
    // The same instants for an event in New York fall on the Saturday at noon.
    expect(formatEventDateRange(starts, ends, "America/New_York", "en")).toBe("Sat, Dec 12, 2026, 12:00 PM – 3:00 PM");
  });

  it("repeats the date when the event runs past midnight in its zone", () => {
    const lateEnd = new Date("2026-12-12T23:30:00Z"); // 01:30 on the 13th in Bucharest
    expect(formatEventDateRange(starts, lateEnd, "Europe/Bucharest", "ro")).toBe(
      "sâm, 12 dec 2026, 19:00 – dum, 13 dec 2026, 01:30",
    );
  });

  it("accepts ISO strings as the API answers them", () => {
    expect(formatEventDateRange(starts.toISOString(), ends.toISOString(), "Europe/Bucharest", "tr")).toBe(
      formatEventDateRange(starts, ends, "Europe/Bucharest", "tr"),
    );
  });

  it("gives cards the zone's offset, since a list mixes zones", () => {
    expect(formatEventStart(starts, "Europe/Bucharest", "ro")).toBe("sâm, 12 dec, 19:00 GMT+2");
    expect(formatEventStart(starts, "Europe/Bucharest", "en")).toMatch(/^Sat, Dec 12, 7:00 PM GMT\+2$/);
    expect(formatEventStart(starts, "Asia/Tokyo", "en", { withYear: true })).toMatch(
      /^Sun, Dec 13, 2026, 2:00 AM GMT\+9$/,
    );
  });

  it("dates the badge by the zone's calendar day", () => {
    expect(eventDateBadge(new Date("2026-12-12T23:30:00Z"), "Europe/Bucharest", "en")).toEqual({
      day: "13",
      month: "Dec",
    });
    expect(eventDateBadge(new Date("2026-12-12T23:30:00Z"), "America/New_York", "ro")).toEqual({
      day: "12",
      month: "dec",
    });
  });

  it("writes schema.org instants with the zone's offset at that date (summer time included)", () => {
    expect(isoInTimeZone(starts, "Europe/Bucharest")).toBe("2026-12-12T19:00:00+02:00");
    expect(isoInTimeZone("2026-07-01T16:00:00.000Z", "Europe/Bucharest")).toBe("2026-07-01T19:00:00+03:00");
    expect(isoInTimeZone(starts, "UTC")).toBe("2026-12-12T17:00:00Z");
  });
});
