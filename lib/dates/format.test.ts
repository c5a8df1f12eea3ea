import { entryPattern, expandYear, formatDate, formatDateRange, parseEntryDate } from "@/lib/dates/format";

describe("formatDate", () => {
  const instant = "2026-11-25T18:30:00Z";

  it("writes the display, entry and month-year styles in each language", () => {
    expect(formatDate("2026-11-25", "en")).toBe("November 25th, 2026");
    expect(formatDate("2026-11-25", "en", "entry")).toBe("11/25/2026");
    expect(formatDate("2026-11-25", "tr", "entry")).toBe("25.11.2026");
    expect(formatDate("2026-11-25", "ro", "entry")).toBe("25.11.2026");
    expect(formatDate("2026-11-25", "en", "monthYear")).toBe("Nov 2026");
    expect(formatDate("2026-11-25", "tr", "monthYear")).toBe("Kas 2026");
    expect(formatDate("2026-11-25", "ro", "display")).toBe("25 noiembrie 2026");
  });

  it("reads a calendar day as that day, not as midnight UTC", () => {
    // In a zone west of UTC, new Date("2026-11-25") is still the 24th locally.
    expect(formatDate("2026-11-01", "en", "entry")).toBe("11/01/2026");
  });

  it("shows an instant in the zone it is given", () => {
    expect(formatDate(instant, "en", "time", "Europe/Bucharest")).toBe("8:30 PM");
    expect(formatDate(instant, "ro", "time", "America/New_York")).toBe("13:30");
  });

  it("prints nothing for a missing or invalid date, and English for an unknown language", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDate("2026-11-25", "de", "monthYear")).toBe("Nov 2026");
  });
});

describe("parseEntryDate", () => {
  it("reads the language's own order", () => {
    expect(parseEntryDate("11/25/2026", "en")).toBe("2026-11-25");
    expect(parseEntryDate("25.11.2026", "tr")).toBe("2026-11-25");
    expect(parseEntryDate("25.11.2026", "ro")).toBe("2026-11-25");
    expect(parseEntryDate("2026-11-25", "ro")).toBe("2026-11-25");
  });

  it("reads two-digit years below 60 as 20yy and the others as 19yy", () => {
    expect(parseEntryDate("1/2/45", "en")).toBe("2045-01-02");
    expect(parseEntryDate("1/2/59", "en")).toBe("2059-01-02");
    expect(parseEntryDate("1/2/60", "en")).toBe("1960-01-02");
    expect(parseEntryDate("02.01.75", "tr")).toBe("1975-01-02");
    expect(expandYear("123")).toBeNull();
  });

  it("refuses days that do not exist and text that is not a date", () => {
    expect(parseEntryDate("04/31/2026", "en")).toBeNull();
    expect(parseEntryDate("31.02.2026", "ro")).toBeNull();
    expect(parseEntryDate("tomorrow", "en")).toBeNull();
    expect(parseEntryDate("1/2", "en")).toBeNull();
  });

  it("names the pattern a field expects", () => {
    expect(entryPattern("en")).toBe("MM/dd/yyyy");
    expect(entryPattern("tr")).toBe("dd.MM.yyyy");
  });
});

describe("day and month in the language's order, and ranges", () => {
  it("puts the month first in English and the day first in Turkish and Romanian", () => {
    expect(formatDate("2026-11-25", "en", "dayMonth")).toBe("Nov 25");
    expect(formatDate("2026-11-25", "tr", "dayMonth")).toBe("25 Kas");
    expect(formatDate("2026-11-25", "ro", "weekdayDayMonth")).toBe("mie, 25 noi");
  });

  it("writes one day's span with the end's time only, and both ends across days", () => {
    const zone = "Europe/Bucharest";
    expect(formatDateRange("2026-12-12T17:00:00Z", "2026-12-12T20:00:00Z", "en", zone)).toBe(
      "Sat, Dec 12, 2026, 7:00 PM – 10:00 PM",
    );
    expect(formatDateRange("2026-12-12T17:00:00Z", "2026-12-13T20:00:00Z", "en", zone)).toBe(
      "Sat, Dec 12, 2026, 7:00 PM – Sun, Dec 13, 2026, 10:00 PM",
    );
    expect(formatDateRange("2026-12-12T17:00:00Z", "2026-12-12T16:00:00Z", "en", zone)).toBe(
      "Sat, Dec 12, 2026, 7:00 PM",
    );
  });

  it("names the zone's offset where cards mix zones", () => {
    expect(formatDate("2026-12-12T17:00:00Z", "en", "weekdayDayMonthTimeZone", "Europe/Bucharest")).toBe(
      "Sat, Dec 12, 7:00 PM GMT+2",
    );
  });
});
