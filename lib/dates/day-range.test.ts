import { formatDayRange } from "@/lib/dates/format";

describe("a period's days in words", () => {
  it("reads the calendar days in the reader's language, whatever the machine's time zone", () => {
    expect(formatDayRange("2025-06-01", "2025-06-18", "en")).toBe("1 Jun – 18 Jun 2025");
    expect(formatDayRange("2024-06-18", "2025-06-18", "en")).toBe("18 Jun 2024 – 18 Jun 2025");
    expect(formatDayRange("2025-06-18", "2025-06-18", "en")).toBe("18 Jun 2025");
    expect(formatDayRange("2025-10-27", "2025-11-25", "tr")).toBe("27 Eki – 25 Kas 2025");
    expect(formatDayRange("2025-02-30x", "2025-06-18", "en")).toBe("");
  });
});
