import { dashboardDateLabels, formatDashboardDate } from "@/components/dashboard/dashboard-dates";
import { longDay, relativeTime, shortDay } from "@/components/dashboard/date-format";
import { dashboardDateRequests, dateKey, type DateRequest } from "@/components/dashboard/date-requests";
import { dateBadge, formatDateTime, formatEventRange } from "@/components/events/format";
import type { Dashboard } from "@/lib/dashboard/schema";

const NOW = "2026-03-12T10:00:00.000Z";
const ZONE = "Europe/Bucharest";
const ref = { eventId: "e1", eventTitle: "Gala", href: "/pages/events/e1" };

// Only the fields the screen formats dates from; the rest of a dashboard plays no part here.
const dashboard = {
  generatedAt: NOW,
  timezone: ZONE,
  period: { from: "2026-02-11", to: "2026-03-12" },
  series: [{ day: "2026-03-11" }, { day: "2026-03-12" }],
  attention: [
    { kind: "drafts", count: 2, href: "/pages/events" },
    { kind: "awaitingPayment", ...ref, count: 1, since: "2026-03-10T08:00:00.000Z" },
    { kind: "startingSoon", ...ref, reason: "draft", startsAt: "2026-03-13T18:00:00.000Z", held: 0, capacity: 10 },
    { kind: "nearlySoldOut", ...ref, startsAt: "2026-03-20T18:00:00.000Z", held: 9, capacity: 10 },
    { kind: "expiringReservations", ...ref, count: 1, expiresAt: "2026-03-12T10:05:00.000Z" },
  ],
  recentOrders: [{ createdAt: "2026-03-11T21:30:00.000Z" }],
  upcoming: [{ startsAt: "2026-03-20T18:00:00.000Z", endsAt: "2026-03-20T21:00:00.000Z" }],
} as unknown as Dashboard;

describe("the dashboard's dates", () => {
  it("asks for each date the screen shows, and for none the attention items do not tell", () => {
    const keys = dashboardDateRequests(dashboard).map(dateKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        "shortDay|2026-02-11",
        "shortDay|2026-03-12",
        "shortDay|2026-03-11",
        "longDay|2026-03-11",
        "longDay|2026-03-12",
        `relative|2026-03-10T08:00:00.000Z|${NOW}`,
        `relative|2026-03-13T18:00:00.000Z|${NOW}`,
        `relative|2026-03-12T10:05:00.000Z|${NOW}`,
        `relative|2026-03-11T21:30:00.000Z|${NOW}`,
        `dateTime|2026-03-11T21:30:00.000Z|${ZONE}`,
        `eventRange|2026-03-20T18:00:00.000Z|2026-03-20T21:00:00.000Z|${ZONE}`,
        `badgeDay|2026-03-20T18:00:00.000Z|${ZONE}`,
        `badgeMonth|2026-03-20T18:00:00.000Z|${ZONE}`,
      ]),
    );
    expect(keys).not.toContain(`relative|2026-03-20T18:00:00.000Z|${NOW}`); // nearly sold out tells no time
  });

  it("names each request apart, whatever its kind", () => {
    const day: DateRequest[] = [
      { kind: "shortDay", day: "2026-03-12" },
      { kind: "longDay", day: "2026-03-12" },
    ];
    const instant: DateRequest[] = [
      { kind: "dateTime", iso: NOW, timeZone: ZONE },
      { kind: "badgeDay", iso: NOW, timeZone: ZONE },
      { kind: "badgeMonth", iso: NOW, timeZone: ZONE },
    ];
    const keys = [...day, ...instant].map(dateKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(["en", "tr", "ro"])("labels each date as the screen's own formatting does (%s)", (locale) => {
    const labels = dashboardDateLabels(dashboard, locale);
    expect(labels["shortDay|2026-03-12"]).toBe(shortDay("2026-03-12", locale));
    expect(labels["longDay|2026-03-11"]).toBe(longDay("2026-03-11", locale));
    expect(labels[`relative|2026-03-10T08:00:00.000Z|${NOW}`]).toBe(
      relativeTime("2026-03-10T08:00:00.000Z", NOW, locale),
    );
    expect(labels[`dateTime|2026-03-11T21:30:00.000Z|${ZONE}`]).toBe(
      formatDateTime("2026-03-11T21:30:00.000Z", locale, ZONE),
    );
    expect(labels[`eventRange|2026-03-20T18:00:00.000Z|2026-03-20T21:00:00.000Z|${ZONE}`]).toBe(
      formatEventRange("2026-03-20T18:00:00.000Z", "2026-03-20T21:00:00.000Z", locale, ZONE),
    );
    const badge = dateBadge("2026-03-20T18:00:00.000Z", locale, ZONE);
    expect(labels[`badgeDay|2026-03-20T18:00:00.000Z|${ZONE}`]).toBe(badge.day);
    expect(labels[`badgeMonth|2026-03-20T18:00:00.000Z|${ZONE}`]).toBe(badge.month);
    expect(formatDashboardDate({ kind: "shortDay", day: "2026-02-11" }, locale)).toBe(labels["shortDay|2026-02-11"]);
  });
});
