import {
  DEFAULT_VIEW,
  changeView,
  csvQuery,
  listQuery,
  nextSort,
  periodDays,
  readView,
  viewSearch,
} from "@/components/payments/payments-query";
import { periodProblem } from "@/lib/reports/days";

const TODAY = "2025-06-18";

describe("the payments view in the URL", () => {
  it("reads an empty query as the default view and writes it back as nothing", () => {
    expect(readView(new URLSearchParams(""))).toEqual(DEFAULT_VIEW);
    expect(viewSearch(DEFAULT_VIEW)).toBe("");
  });

  it("round-trips every part of a view", () => {
    const view = {
      ...DEFAULT_VIEW,
      period: "custom" as const,
      from: "2025-01-01",
      to: "2025-03-31",
      status: "refunded" as const,
      provider: "stripe" as const,
      eventId: "evt_1",
      search: "Ana Pop",
      sort: "total" as const,
      order: "asc" as const,
      page: 3,
      pageSize: 50,
      orderId: "ord_9",
    };
    const search = viewSearch(view);
    expect(search).toBe(
      "?period=custom&from=2025-01-01&to=2025-03-31&status=refunded&provider=stripe&event=evt_1&q=Ana+Pop&sort=total&dir=asc&page=3&size=50&order=ord_9",
    );
    expect(readView(new URLSearchParams(search))).toEqual(view);
  });

  it("drops what it does not know or what is malformed", () => {
    const view = readView(
      new URLSearchParams("period=forever&status=reserved&provider=cash&sort=id&dir=up&page=-2&size=7&q=%20x%20"),
    );
    expect(view).toEqual({ ...DEFAULT_VIEW, search: "x" });
  });

  it("falls back to the default period when a custom one is broken", () => {
    expect(readView(new URLSearchParams("period=custom&from=2025-02-30&to=2025-03-01")).period).toBe("30d");
    expect(readView(new URLSearchParams("period=custom&from=2025-03-02&to=2025-03-01")).period).toBe("30d");
    expect(readView(new URLSearchParams("period=custom&from=2023-01-01&to=2025-01-01")).period).toBe("30d");
    expect(readView(new URLSearchParams("period=month&from=2025-01-01&to=2025-01-02"))).toMatchObject({
      period: "month",
      from: "",
      to: "",
    });
  });

  it("goes back to page 1 on any change but the page or the open order", () => {
    const view = { ...DEFAULT_VIEW, page: 4 };
    expect(changeView(view, { status: "completed" }).page).toBe(1);
    expect(changeView(view, { page: 5 }).page).toBe(5);
    expect(changeView(view, { orderId: "ord_1" }).page).toBe(4);
  });
});

describe("the days of each period", () => {
  it("counts presets back from today, both ends included", () => {
    expect(periodDays({ period: "month", from: "", to: "" }, TODAY).list).toEqual({ from: "2025-06-01", to: TODAY });
    expect(periodDays({ period: "30d", from: "", to: "" }, TODAY).list).toEqual({ from: "2025-05-20", to: TODAY });
    expect(periodDays({ period: "90d", from: "", to: "" }, TODAY).list).toEqual({ from: "2025-03-21", to: TODAY });
    expect(periodDays({ period: "year", from: "", to: "" }, TODAY).list).toEqual({ from: "2025-01-01", to: TODAY });
    expect(periodDays({ period: "custom", from: "2025-02-01", to: "2025-02-28" }, TODAY)).toEqual({
      list: { from: "2025-02-01", to: "2025-02-28" },
      totals: { from: "2025-02-01", to: "2025-02-28" },
      isCapped: false,
    });
  });

  it("lists everything for all time, and totals the longest period the API reads", () => {
    const days = periodDays({ period: "all", from: "", to: "" }, TODAY);
    expect(days.list).toBeNull();
    expect(days.totals).toEqual({ from: "2024-06-18", to: TODAY });
    expect(periodProblem(days.totals.from, days.totals.to)).toBeNull();
    expect(days.isCapped).toBe(true);
  });

  it("crosses a daylight-saving change without losing a day", () => {
    expect(periodDays({ period: "30d", from: "", to: "" }, "2025-04-10").list).toEqual({
      from: "2025-03-12",
      to: "2025-04-10",
    });
  });
});

describe("the API's queries", () => {
  it("asks for the list's period, filters, sort and page", () => {
    const view = { ...DEFAULT_VIEW, status: "completed" as const, search: "ana", page: 2 };
    expect(listQuery(view, TODAY)).toEqual({
      from: "2025-05-20",
      to: TODAY,
      status: "completed",
      provider: undefined,
      eventId: undefined,
      search: "ana",
      sort: "createdAt",
      order: "desc",
      page: 2,
      pageSize: 25,
    });
  });

  it("exports the same filters without paging, and all time without a period", () => {
    const view = { ...DEFAULT_VIEW, period: "all" as const, provider: "offline" as const, page: 3 };
    expect(csvQuery(view, TODAY)).toMatchObject({
      from: undefined,
      to: undefined,
      provider: "offline",
      page: undefined,
      pageSize: undefined,
      format: "csv",
    });
  });
});

describe("sorting by a column's header", () => {
  it("turns the sorted column around and starts others in their natural order", () => {
    expect(nextSort({ sort: "createdAt", order: "desc" }, "createdAt")).toEqual({ sort: "createdAt", order: "asc" });
    expect(nextSort({ sort: "createdAt", order: "desc" }, "buyerName")).toEqual({ sort: "buyerName", order: "asc" });
    expect(nextSort({ sort: "createdAt", order: "asc" }, "total")).toEqual({ sort: "total", order: "desc" });
  });
});
