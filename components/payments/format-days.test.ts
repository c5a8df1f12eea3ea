import { formatDayRange } from "@/components/payments/format-days";

// ICU versions differ in the spaces around the dash; the days are what matters.
const words = (text: string) => text.replace(/[\s\u2009\u202f]*–[\s\u2009\u202f]*/g, " – ");

describe("a period's days in words", () => {
  it("reads the calendar days, whatever the machine's time zone", () => {
    expect(words(formatDayRange("2025-06-01", "2025-06-18", "en-GB"))).toBe("1 – 18 Jun 2025");
    expect(words(formatDayRange("2024-06-18", "2025-06-18", "en-GB"))).toBe("18 Jun 2024 – 18 Jun 2025");
    expect(formatDayRange("2025-06-18", "2025-06-18", "en-GB")).toBe("18 Jun 2025");
    expect(formatDayRange("2025-02-30x", "2025-06-18", "en-GB")).toBe("");
  });
});
