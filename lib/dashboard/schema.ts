import { z } from "zod";
import { EVENT_FORMATS, EVENT_STATUSES, ORDER_STATUSES } from "@/lib/events/schema";

// What `GET /api/dashboard` answers, as zod schemas: the OpenAPI document is built from them and
// the screen imports the inferred types. Instants are ISO strings, days YYYY-MM-DD in the
// account's time zone. Revenue fields are left out for staff (they never see revenue).
// No "server-only" here, so client components can import the types.

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const count = z.number().int().nonnegative();

/** A figure of the last 30 days and the same figure of the 30 days before. */
export const comparedSchema = z.object({ current: z.number(), previous: z.number() });
export type Compared = z.infer<typeof comparedSchema>;

export const comparedMoneySchema = z.object({
  currency: z.string(),
  current: z.number().int(),
  previous: z.number().int(),
});
export type ComparedMoney = z.infer<typeof comparedMoneySchema>;

export const dashboardPeriodSchema = z.object({
  from: day,
  to: day,
  previousFrom: day,
  previousTo: day,
});

export const dashboardFiguresSchema = z.object({
  tickets: comparedSchema,
  orders: comparedSchema,
  views: comparedSchema,
  visitors: comparedSchema,
  /** Orders ÷ unique visitors (0.0123 = 1.23 %). */
  conversionRate: comparedSchema,
  /** Net revenue per currency, largest first; absent for staff. */
  revenue: z.array(comparedMoneySchema).optional(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const seriesDaySchema = z.object({
  day,
  tickets: count,
  orders: count,
  views: count,
  /** Net revenue of the day per currency; absent for staff. */
  revenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })).optional(),
});
export type SeriesDay = z.infer<typeof seriesDaySchema>;

export const upcomingEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  format: z.enum(EVENT_FORMATS),
  coverImage: z.string().nullable(),
  venueName: z.string(),
  venueCity: z.string(),
  timezone: z.string(),
  startsAt: instant,
  endsAt: instant,
  /** Tickets of completed (or partially refunded) orders. */
  sold: count,
  /** Tickets taken: sold, awaiting payment, or in an unexpired reservation. */
  held: count,
  /** What can be sold at most (0: no tickets yet). */
  capacity: count,
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

export const recentOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  buyerName: z.string(),
  tickets: count,
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: instant,
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

const eventRef = { eventId: z.string(), eventTitle: z.string(), href: z.string() };

/** Something the host should look at, each with where it is fixed (`href`). */
export const attentionItemSchema = z.discriminatedUnion("kind", [
  /** Events still in draft. */
  z.object({ kind: z.literal("drafts"), count, href: z.string() }),
  /** Offline orders of one event waiting for the host to mark them paid; `since` is the oldest one's. */
  z.object({ kind: z.literal("awaitingPayment"), ...eventRef, count, since: instant }),
  /** An event starting within 48 hours that is still a draft, or still has tickets left. */
  z.object({
    kind: z.literal("startingSoon"),
    ...eventRef,
    reason: z.enum(["draft", "unsold"]),
    startsAt: instant,
    held: count,
    capacity: count,
  }),
  /** A published upcoming event with 90 % or more of its capacity taken. */
  z.object({ kind: z.literal("nearlySoldOut"), ...eventRef, startsAt: instant, held: count, capacity: count }),
  /** Checkouts of one event whose reservation runs out within 10 minutes; `expiresAt` is the first to go. */
  z.object({ kind: z.literal("expiringReservations"), ...eventRef, count, expiresAt: instant }),
]);
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export type AttentionKind = AttentionItem["kind"];

/** One of the user's other accounts that has events (the first-run screen offers to switch to it). */
export const otherAccountSchema = z.object({
  /** null: the personal account. */
  vendorId: z.string().nullable(),
  name: z.string(),
  events: count,
});
export type OtherAccount = z.infer<typeof otherAccountSchema>;

export const dashboardSchema = z.object({
  /** When the figures were read; relative times ("3 days ago") count from here. */
  generatedAt: instant,
  /** The account's time zone: days are counted, and dates shown, in it. */
  timezone: z.string(),
  /** The account's currency (a period without revenue shows a zero in it). */
  currency: z.string(),
  /** Whether revenue is shown (owners and admins); staff get no revenue fields. */
  showsRevenue: z.boolean(),
  /** The account has no events at all: the screen welcomes instead of showing zeros. */
  isFirstRun: z.boolean(),
  /** Only on the first run: the user's other accounts with events. */
  otherAccounts: z.array(otherAccountSchema),
  period: dashboardPeriodSchema,
  figures: dashboardFiguresSchema,
  series: z.array(seriesDaySchema),
  upcoming: z.array(upcomingEventSchema),
  recentOrders: z.array(recentOrderSchema),
  attention: z.array(attentionItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardAnswerSchema = z.object({ dashboard: dashboardSchema });
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
