import { formatNoticeTime } from "@/lib/shell/panels/notice-time";

// A local time, so the expectation holds in any time zone the tests run in.
const afternoon = new Date(2025, 2, 5, 14, 7).toISOString();
const morning = new Date(2025, 10, 21, 9, 30).toISOString();

describe("formatNoticeTime", () => {
  it("formats as 'MMM dd, h:mm a' in English", () => {
    expect(formatNoticeTime(afternoon, "en")).toBe("Mar 05, 2:07 PM");
    expect(formatNoticeTime(morning, "en")).toBe("Nov 21, 9:30 AM");
  });

  it("uses the month names and day periods of Turkish and Romanian", () => {
    expect(formatNoticeTime(afternoon, "tr")).toBe("Mar 05, 2:07 ÖS");
    expect(formatNoticeTime(morning, "ro")).toBe("noi 21, 9:30 AM");
  });
});
