import { periodOf, readView, viewSearch, DEFAULT_VIEW } from "@/components/analytics/analytics-view";

const view = (query: string) => readView(new URLSearchParams(query));

describe("the analytics view in the URL", () => {
  it("reads presets, a custom period, the event and the tab, and writes them back", () => {
    expect(view("")).toEqual(DEFAULT_VIEW);
    const custom = view("period=custom&from=2026-03-01&to=2026-03-31&event=ev_1&tab=source");
    expect(custom).toEqual({ period: "custom", from: "2026-03-01", to: "2026-03-31", eventId: "ev_1", tab: "source" });
    expect(viewSearch(custom)).toBe("?period=custom&from=2026-03-01&to=2026-03-31&event=ev_1&tab=source");
    expect(viewSearch(view("period=7d&from=2026-03-01"))).toBe("?period=7d");
    expect(viewSearch(DEFAULT_VIEW)).toBe("");
  });

  it("falls back to the default for anything malformed", () => {
    expect(view("period=365d&tab=week&event=<script>")).toEqual(DEFAULT_VIEW);
    expect(view("period=custom&from=2026-03-31&to=2026-03-01").period).toBe("30d");
    expect(view("period=custom&from=2025-01-01&to=2026-06-01").period).toBe("30d");
    expect(view("period=custom&from=2026-02-30&to=2026-03-01").period).toBe("30d");
  });

  it("counts a preset back from today, today included", () => {
    expect(periodOf({ ...DEFAULT_VIEW, period: "7d" }, "2026-03-10")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(periodOf(DEFAULT_VIEW, "2026-03-10")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(periodOf({ ...DEFAULT_VIEW, period: "90d" }, "2026-03-10").from).toBe("2025-12-11");
  });
});
