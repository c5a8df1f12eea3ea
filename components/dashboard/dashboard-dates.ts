import { longDay, relativeTime, shortDay } from "@/components/dashboard/date-format";
import {
  dashboardDateRequests,
  dateKey,
  type DateLabels,
  type DateRequest,
} from "@/components/dashboard/date-requests";
import { dateBadge, formatDateTime, formatEventRange } from "@/components/events/format";
import type { Dashboard } from "@/lib/dashboard/schema";

// The dashboard's dates through date-fns: on the server for the first figures, in the browser
// (loaded after the first paint) for the figures SWR reads again. See date-requests.ts.

export function formatDashboardDate(request: DateRequest, locale: string): string {
  switch (request.kind) {
    case "shortDay":
      return shortDay(request.day, locale);
    case "longDay":
      return longDay(request.day, locale);
    case "relative":
      return relativeTime(request.iso, request.now, locale);
    case "dateTime":
      return formatDateTime(request.iso, locale, request.timeZone);
    case "eventRange":
      return formatEventRange(request.startsAt, request.endsAt, locale, request.timeZone);
    case "badgeDay":
      return dateBadge(request.iso, locale, request.timeZone).day;
    case "badgeMonth":
      return dateBadge(request.iso, locale, request.timeZone).month;
  }
}

/** The labels of every date of these figures, in `locale`: what the server hands the screen. */
export function dashboardDateLabels(dashboard: Dashboard, locale: string): DateLabels {
  return Object.fromEntries(
    dashboardDateRequests(dashboard).map((request) => [dateKey(request), formatDashboardDate(request, locale)]),
  );
}
