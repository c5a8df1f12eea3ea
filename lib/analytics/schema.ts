import { z } from "zod";
import { checkPeriod, periodFields } from "@/lib/reports/days";

export const BREAKDOWNS = ["event", "ticketType", "source", "medium", "campaign", "ref", "day"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

const eventIdField = z.string().trim().min(1).max(64).optional();

/** `GET /api/analytics/summary?from&to[&eventId]` */
export const summaryQuerySchema = z.object({ ...periodFields, eventId: eventIdField }).superRefine(checkPeriod);
export type SummaryQuery = z.output<typeof summaryQuerySchema>;

/** `GET /api/analytics/breakdown?by&from&to[&eventId]` */
export const breakdownQuerySchema = z
  .object({
    by: z.enum(BREAKDOWNS, { error: `Use one of: ${BREAKDOWNS.join(", ")}.` }),
    ...periodFields,
    eventId: eventIdField,
  })
  .superRefine(checkPeriod);
export type BreakdownQuery = z.output<typeof breakdownQuerySchema>;

const moneySchema = z.object({ currency: z.string(), amount: z.number().int() });

export const summarySchema = z.object({
  views: z.number().int(),
  visitors: z.number().int(),
  orders: z.number().int(),
  tickets: z.number().int(),
  revenue: z.array(moneySchema),
  conversionRate: z.number(),
});
export type AnalyticsSummary = z.infer<typeof summarySchema>;

export const breakdownRowSchema = z.object({
  /** null is "direct" (no source) for source, medium, campaign and ref. */
  key: z.string().nullable(),
  label: z.string(),
  /** null per ticket type: a page view is of an event, not of a ticket. */
  views: z.number().int().nullable(),
  visitors: z.number().int().nullable(),
  orders: z.number().int(),
  tickets: z.number().int(),
  /** Valid tickets checked in (the check-in rate is checkedIn ÷ tickets). */
  checkedIn: z.number().int(),
  revenue: z.array(moneySchema),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const summaryAnswerSchema = z.object({ summary: summarySchema });
export const breakdownAnswerSchema = z.object({ rows: z.array(breakdownRowSchema) });
