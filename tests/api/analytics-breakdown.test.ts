import type { BreakdownRow } from "@/lib/analytics/schema";
import { PERIOD, getBreakdown, seedAnalyticsFixture } from "@/tests/helpers/analytics";

// GET /api/analytics/breakdown on the fixture of tests/helpers/analytics.ts: every grouping, with
// exact figures. How they add up is spelled out in seedAnalyticsFixture's comment; rows are
// busiest first (orders, then views, then label), days in calendar order.

type Fixture = Awaited<ReturnType<typeof seedAnalyticsFixture>>;
let fixture: Fixture;
beforeAll(async () => {
  fixture = await seedAnalyticsFixture();
});

type Money = Record<string, number>;
/** A row in one line: key, label, views, visitors, orders, tickets, checked in, revenue (in its order). */
function row(
  key: string | null,
  label: string,
  [views, visitors, orders, tickets, checkedIn]: [number | null, number | null, number, number, number],
  revenue: Money = {},
): BreakdownRow {
  const money = Object.entries(revenue).map(([currency, amount]) => ({ currency, amount }));
  return { key, label, views, visitors, orders, tickets, checkedIn, revenue: money };
}

async function rows(query: string): Promise<BreakdownRow[]> {
  const { status, data } = await getBreakdown(fixture.host.headers, query);
  expect(status).toBe(200);
  return data.rows;
}

describe("GET /api/analytics/breakdown", () => {
  it("by event: views, visitors, orders, tickets, check-ins and revenue of each", async () => {
    expect(await rows(`by=event&${PERIOD}`)).toEqual([
      row(fixture.jazz.id, "Jazz Night", [4, 3, 3, 3, 2], { EUR: 7000 }),
      row(fixture.rock.id, "Rock Fest", [4, 4, 2, 4, 1], { USD: 7400 }),
    ]);
  });

  it("by ticket type: no views; an order counts for each type it holds; its net revenue shared by what each line cost", async () => {
    const { general, vip, standard } = fixture.ticketTypes;
    expect(await rows(`by=ticketType&${PERIOD}`)).toEqual([
      // O1 2000 + O2's released General ticket: 5000 × 1000 / 6000 = 833.33
      row(general, "Jazz Night · General", [null, null, 2, 2, 1], { EUR: 2833 }),
      // O2: 5000 × 5000 / 6000 = 4166.67; O3 was refunded in full
      row(vip, "Jazz Night · VIP", [null, null, 2, 1, 1], { EUR: 4167 }),
      row(standard, "Rock Fest · Standard", [null, null, 2, 4, 1], { USD: 7400 }),
    ]);
    // Within one event the label is the ticket type's name alone.
    expect((await rows(`by=ticketType&${PERIOD}&eventId=${fixture.jazz.id}`)).map((r) => r.label)).toEqual([
      "General",
      "VIP",
    ]);
  });

  it("by UTM source, with visits and orders without one as key null (direct)", async () => {
    expect(await rows(`by=source&${PERIOD}`)).toEqual([
      row(null, "direct", [3, 3, 2, 2, 2], { EUR: 5000, USD: 2000 }),
      row("newsletter", "newsletter", [3, 2, 2, 5, 1], { USD: 5400, EUR: 2000 }),
      row("facebook", "facebook", [1, 1, 1, 0, 0], { EUR: 0 }),
      row("instagram", "instagram", [1, 1, 0, 0, 0]),
    ]);
  });

  it("by UTM medium", async () => {
    expect(await rows(`by=medium&${PERIOD}`)).toEqual([
      row(null, "direct", [3, 3, 2, 2, 2], { EUR: 5000, USD: 2000 }),
      row("email", "email", [3, 2, 2, 5, 1], { USD: 5400, EUR: 2000 }),
      row("social", "social", [2, 2, 1, 0, 0], { EUR: 0 }),
    ]);
  });

  it("by UTM campaign", async () => {
    expect(await rows(`by=campaign&${PERIOD}`)).toEqual([
      row(null, "direct", [5, 5, 3, 2, 2], { EUR: 5000, USD: 2000 }),
      row("spring", "spring", [3, 2, 2, 5, 1], { USD: 5400, EUR: 2000 }),
    ]);
  });

  it("by ref", async () => {
    expect(await rows(`by=ref&${PERIOD}`)).toEqual([
      row(null, "direct", [6, 4, 3, 6, 2], { EUR: 7000, USD: 5400 }),
      row("partner1", "partner1", [2, 2, 2, 1, 1], { USD: 2000, EUR: 0 }),
    ]);
  });

  it("by day: every day of the period in order, empty days included", async () => {
    expect(await rows(`by=day&${PERIOD}`)).toEqual([
      row("2026-03-01", "2026-03-01", [1, 1, 1, 2, 1], { EUR: 2000 }),
      row("2026-03-02", "2026-03-02", [2, 2, 1, 1, 1], { EUR: 5000 }),
      row("2026-03-03", "2026-03-03", [2, 2, 1, 0, 0], { EUR: 0 }),
      row("2026-03-04", "2026-03-04", [0, 0, 0, 0, 0]),
      row("2026-03-05", "2026-03-05", [2, 2, 1, 3, 0], { USD: 5400 }),
      row("2026-03-06", "2026-03-06", [1, 1, 1, 1, 1], { USD: 2000 }),
      row("2026-03-07", "2026-03-07", [0, 0, 0, 0, 0]),
    ]);
  });

  it("narrows every grouping to one event", async () => {
    const eventId = fixture.rock.id;
    expect(await rows(`by=source&${PERIOD}&eventId=${eventId}`)).toEqual([
      row(null, "direct", [2, 2, 1, 1, 1], { USD: 2000 }),
      row("newsletter", "newsletter", [1, 1, 1, 3, 0], { USD: 5400 }),
      row("instagram", "instagram", [1, 1, 0, 0, 0]),
    ]);
    const days = await rows(`by=day&${PERIOD}&eventId=${eventId}`);
    expect(days.map((day) => [day.key, day.views, day.orders])).toEqual([
      ["2026-03-01", 0, 0],
      ["2026-03-02", 0, 0],
      ["2026-03-03", 1, 0],
      ["2026-03-04", 0, 0],
      ["2026-03-05", 2, 1],
      ["2026-03-06", 1, 1],
      ["2026-03-07", 0, 0],
    ]);
  });

  it("answers no rows (but every day) for an empty period", async () => {
    expect(await rows("by=source&from=2025-01-01&to=2025-01-31")).toEqual([]);
    expect(await rows("by=ticketType&from=2025-01-01&to=2025-01-31")).toEqual([]);
    expect(await rows("by=day&from=2025-01-01&to=2025-01-03")).toEqual([
      row("2025-01-01", "2025-01-01", [0, 0, 0, 0, 0]),
      row("2025-01-02", "2025-01-02", [0, 0, 0, 0, 0]),
      row("2025-01-03", "2025-01-03", [0, 0, 0, 0, 0]),
    ]);
  });
});
