import type { AttentionItem, Dashboard } from "@/lib/dashboard/schema";

// Every date the dashboard shows, as a request that can be named (a key) and formatted
// (components/dashboard/dashboard-dates.ts). The page formats those of its first figures on the
// server and hands them to the screen, so the first paint and hydration need no date library in
// the browser; date-fns comes after it, for the figures SWR reads again
// (components/dashboard/use-dashboard-dates.ts). No date-fns here: the screen needs the keys at once.

export type DateRequest =
  | { kind: "shortDay"; day: string }
  | { kind: "longDay"; day: string }
  | { kind: "relative"; iso: string; now: string }
  | { kind: "dateTime"; iso: string; timeZone: string }
  | { kind: "eventRange"; startsAt: string; endsAt: string; timeZone: string }
  | { kind: "badgeDay" | "badgeMonth"; iso: string; timeZone: string };

/** The labels of a dashboard's dates, by `dateKey`. */
export type DateLabels = Record<string, string>;

export function dateKey(request: DateRequest): string {
  switch (request.kind) {
    case "shortDay":
    case "longDay":
      return `${request.kind}|${request.day}`;
    case "relative":
      return `relative|${request.iso}|${request.now}`;
    case "dateTime":
      return `dateTime|${request.iso}|${request.timeZone}`;
    case "eventRange":
      return `eventRange|${request.startsAt}|${request.endsAt}|${request.timeZone}`;
    case "badgeDay":
    case "badgeMonth":
      return `${request.kind}|${request.iso}|${request.timeZone}`;
  }
}

/** The instant an attention item's text tells the age of, or none. */
function attentionInstant(item: AttentionItem): string | null {
  switch (item.kind) {
    case "awaitingPayment":
      return item.since;
    case "startingSoon":
      return item.startsAt;
    case "expiringReservations":
      return item.expiresAt;
    default:
      return null;
  }
}

/** Each date the dashboard screen formats for these figures (components/dashboard/*.tsx). */
export function dashboardDateRequests(dashboard: Dashboard): DateRequest[] {
  const { period, series, attention, upcoming, recentOrders, generatedAt: now, timezone: timeZone } = dashboard;
  const days = [period.from, period.to, series[0]?.day, series.at(-1)?.day].filter((day) => day !== undefined);
  return [
    ...days.map((day): DateRequest => ({ kind: "shortDay", day })),
    ...series.map((row): DateRequest => ({ kind: "longDay", day: row.day })),
    ...attention.flatMap((item): DateRequest[] => {
      const iso = attentionInstant(item);
      return iso ? [{ kind: "relative", iso, now }] : [];
    }),
    ...recentOrders.flatMap((order): DateRequest[] => [
      { kind: "relative", iso: order.createdAt, now },
      { kind: "dateTime", iso: order.createdAt, timeZone },
    ]),
    ...upcoming.flatMap((event): DateRequest[] => [
      { kind: "eventRange", startsAt: event.startsAt, endsAt: event.endsAt, timeZone },
      { kind: "badgeDay", iso: event.startsAt, timeZone },
      { kind: "badgeMonth", iso: event.startsAt, timeZone },
    ]),
  ];
}
