import type { ApiOperation } from "@/lib/api/openapi";
import { calendarEventsAnswerSchema, calendarRangeQuerySchema, feedTokenAnswerSchema } from "@/lib/calendar/schema";

const ICS = "An iCalendar file (text/calendar; charset=utf-8).";

/** The feed and both downloads answer an iCalendar file and differ only in path, sign-in and what a 404 means. */
function icsOperation(
  operationId: string,
  path: string,
  { summary, public: isPublic = false, notFound }: { summary: string; public?: boolean; notFound: string },
): ApiOperation {
  return {
    operationId,
    method: "get",
    path,
    summary,
    tags: ["Calendar"],
    ...(isPublic ? { auth: false } : {}),
    response: { description: ICS },
    errors: { 404: notFound },
  };
}

export const calendarOperations: ApiOperation[] = [
  {
    operationId: "listCalendarEvents",
    method: "get",
    path: "/api/events/calendar",
    summary: "The active account's events overlapping a range (at most 400 days; archived events left out)",
    tags: ["Calendar"],
    query: calendarRangeQuerySchema,
    response: { schema: calendarEventsAnswerSchema },
  },
  {
    operationId: "getCalendarFeedUrl",
    method: "get",
    path: "/api/events/calendar/feed-token",
    summary: "The account's subscribable iCalendar feed URL (its secret is created on the first ask)",
    tags: ["Calendar"],
    response: { schema: feedTokenAnswerSchema },
  },
  {
    operationId: "resetCalendarFeedUrl",
    method: "post",
    path: "/api/events/calendar/feed-token",
    summary: "Replace the feed's secret, so the old URL stops working (owners and admins)",
    tags: ["Calendar"],
    response: { schema: feedTokenAnswerSchema },
    errors: { 403: "Staff members may not reset the link" },
  },
  icsOperation("getCalendarFeed", "/api/calendar/{token}", {
    summary:
      "An account's iCalendar feed; {token} is the secret followed by .ics (published and cancelled events from 90 days back)",
    public: true,
    notFound: "No calendar has this token",
  }),
  icsOperation("downloadEventIcs", "/api/events/{id}/ics", {
    summary: "One event of the active account as a .ics download",
    notFound: "No such event in the active account",
  }),
  icsOperation("downloadPublicEventIcs", "/api/public/events/{slug}/ics", {
    summary: "Add to calendar: a published public or unlisted event as a .ics download",
    public: true,
    notFound: "No such published event",
  }),
];
