import { z } from "zod";
import { EVENT_FORMATS, EVENT_STATUSES } from "@/lib/events/schema";

/** The widest range one calendar request may ask for: a year view plus its spill-over weeks, with room to spare. */
export const MAX_CALENDAR_RANGE_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

const instant = z.iso.datetime({ offset: true, message: "dateInvalid" }).transform((value) => new Date(value));

/**
 * `GET /api/events/calendar?from&to`: the visible range of the calendar (FullCalendar sends its
 * view's start and exclusive end). Capped so that one request cannot walk an account's whole history.
 */
export const calendarRangeQuerySchema = z.object({ from: instant, to: instant }).superRefine((range, context) => {
  // Zod still runs this when a field failed; its value is then not a Date and has been reported.
  if (!(range.from instanceof Date) || !(range.to instanceof Date)) return;
  if (range.to <= range.from) context.addIssue({ code: "custom", path: ["to"], message: "endsBeforeStart" });
  else if (range.to.getTime() - range.from.getTime() > MAX_CALENDAR_RANGE_DAYS * DAY_MS) {
    context.addIssue({ code: "custom", path: ["to"], message: "tooLarge" });
  }
});
export type CalendarRange = z.output<typeof calendarRangeQuerySchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
  /** Orders that hold tickets (completed, awaiting payment, partially refunded, live reservations). */
  ordersCount: z.number().int(),
  venueName: z.string(),
  format: z.enum(EVENT_FORMATS),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventsAnswerSchema = z.object({ events: z.array(calendarEventSchema) });

/** The account's subscribable feed: `url` is absolute (APP_URL), `webcalUrl` the same for calendar apps' one-click subscribe. */
export const feedTokenAnswerSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type FeedTokenAnswer = z.infer<typeof feedTokenAnswerSchema>;
