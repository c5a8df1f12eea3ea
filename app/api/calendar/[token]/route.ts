import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { buildFeed } from "@/lib/calendar/feed";
import { calendarResponse } from "@/lib/calendar/ical-event";

/**
 * An account's iCalendar feed at /api/calendar/<token>.ics, for calendar apps that subscribe
 * without signing in: the secret token is the credential. Calendar apps poll; five minutes of
 * caching spares the database without leaving a moved event stale for long.
 */
export const GET = publicRoute({}, async ({ params }) => {
  const feed = await buildFeed(params.token.replace(/\.ics$/i, ""));
  if (feed === null) throw new ApiError(404, "not_found", "There is no such calendar.");
  return calendarResponse(feed, { cacheSeconds: 300 });
});
