import { fromZonedInput, timeZoneOffsetLabel, toZonedInput, zonedInputToIso } from "@/lib/events/zoned-time";

describe("wall-clock times in an event's time zone", () => {
  it("converts a wall clock to UTC and back", () => {
    expect(zonedInputToIso("2025-06-01T19:30", "Europe/Bucharest")).toBe("2025-06-01T16:30:00.000Z");
    expect(zonedInputToIso("2025-01-15T10:00", "Asia/Kolkata")).toBe("2025-01-15T04:30:00.000Z");
    expect(zonedInputToIso("2025-01-15T10:00", "UTC")).toBe("2025-01-15T10:00:00.000Z");
    expect(toZonedInput("2025-06-01T16:30:00.000Z", "Europe/Bucharest")).toBe("2025-06-01T19:30");
    expect(toZonedInput(new Date("2025-01-15T04:30:00.000Z"), "Asia/Kolkata")).toBe("2025-01-15T10:00");
  });

  it("does not depend on the machine's own time zone", () => {
    // The same wall clock in two zones is two instants.
    expect(zonedInputToIso("2025-06-01T12:00", "America/New_York")).toBe("2025-06-01T16:00:00.000Z");
    expect(zonedInputToIso("2025-06-01T12:00", "Australia/Sydney")).toBe("2025-06-01T02:00:00.000Z");
  });

  it("moves a time that does not exist (clocks go forward) past the gap", () => {
    // New York, 9 March 2025: 02:00 EST becomes 03:00 EDT.
    expect(zonedInputToIso("2025-03-09T02:30", "America/New_York")).toBe("2025-03-09T07:30:00.000Z");
    expect(toZonedInput("2025-03-09T07:30:00.000Z", "America/New_York")).toBe("2025-03-09T03:30");
    // Bucharest, 30 March 2025: 03:00 EET becomes 04:00 EEST.
    expect(zonedInputToIso("2025-03-30T03:30", "Europe/Bucharest")).toBe("2025-03-30T01:30:00.000Z");
  });

  it("takes the first of a time that happens twice (clocks go back)", () => {
    // New York, 2 November 2025: 01:30 EDT, then 01:30 EST an hour later.
    expect(zonedInputToIso("2025-11-02T01:30", "America/New_York")).toBe("2025-11-02T05:30:00.000Z");
    // Bucharest, 26 October 2025: 03:30 EEST (00:30 UTC), then 03:30 EET.
    expect(zonedInputToIso("2025-10-26T03:30", "Europe/Bucharest")).toBe("2025-10-26T00:30:00.000Z");
    // Both instants read back as the same wall clock.
    expect(toZonedInput("2025-10-26T00:30:00.000Z", "Europe/Bucharest")).toBe("2025-10-26T03:30");
    expect(toZonedInput("2025-10-26T01:30:00.000Z", "Europe/Bucharest")).toBe("2025-10-26T03:30");
  });

  it("handles the hours around a transition exactly", () => {
    expect(zonedInputToIso("2025-03-09T01:59", "America/New_York")).toBe("2025-03-09T06:59:00.000Z");
    expect(zonedInputToIso("2025-03-09T03:00", "America/New_York")).toBe("2025-03-09T07:00:00.000Z");
    expect(zonedInputToIso("2025-11-02T02:00", "America/New_York")).toBe("2025-11-02T07:00:00.000Z");
  });

  it("accepts seconds and refuses what is not a date and time", () => {
    expect(fromZonedInput("2025-06-01T19:30:15", "UTC")?.toISOString()).toBe("2025-06-01T19:30:15.000Z");
    expect(fromZonedInput("", "UTC")).toBeNull();
    expect(fromZonedInput("2025-02-30T10:00", "UTC")).toBeNull();
    expect(fromZonedInput("2025-06-01T25:00", "UTC")).toBeNull();
    expect(fromZonedInput("2025-06-01 10:00", "UTC")).toBeNull();
    expect(fromZonedInput("2025-06-01T10:00", "Not/AZone")).toBeNull();
    expect(toZonedInput("nonsense", "UTC")).toBe("");
  });

  it("labels a zone's offset", () => {
    const summer = new Date("2025-07-01T12:00:00Z");
    expect(timeZoneOffsetLabel("Europe/Bucharest", summer)).toBe("GMT+3");
    expect(timeZoneOffsetLabel("America/New_York", summer)).toBe("GMT−4");
    expect(timeZoneOffsetLabel("Asia/Kathmandu", summer)).toBe("GMT+5:45");
    expect(timeZoneOffsetLabel("UTC", summer)).toBe("GMT");
  });
});
