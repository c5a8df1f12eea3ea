import { userRoute } from "@/lib/api/route";
import { listCalendarEvents } from "@/lib/calendar/data";
import { calendarRangeQuerySchema } from "@/lib/calendar/schema";
import { resolveAccount } from "@/lib/events/account";

/** The active account's events overlapping [from, to), for the calendar screen. */
export const GET = userRoute({ query: calendarRangeQuerySchema }, async ({ user, query }) => ({
  events: await listCalendarEvents(await resolveAccount(user), query),
}));
