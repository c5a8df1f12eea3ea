import type { ApiOperation } from "@/lib/api/openapi";
import {
  breakdownAnswerSchema,
  breakdownQuerySchema,
  summaryAnswerSchema,
  summaryQuerySchema,
} from "@/lib/analytics/schema";

// The analytics of the active account (issue 12). `from` and `to` are days (YYYY-MM-DD, both
// included, at most 366 days) in the account's time zone. An order counts once completed (status
// completed, partially_refunded or refunded), on the day it completed; net revenue is
// Σ(total − refundedAmount) per currency; tickets are the non-voided attendees of counted orders;
// visitors are distinct visitor ids among the event pages' views.

const tags = ["Analytics"];
const errors = {
  403: "Staff members may not read figures that show revenue",
  404: "eventId names no event of the active account",
};

export const analyticsOperations: ApiOperation[] = [
  {
    operationId: "getAnalyticsSummary",
    method: "get",
    path: "/api/analytics/summary",
    summary:
      "Page views, unique visitors, counted orders, valid tickets, net revenue per currency and conversion (orders ÷ visitors, 0 without visitors) of a period, for the account or one of its events",
    tags,
    query: summaryQuerySchema,
    response: { schema: summaryAnswerSchema },
    errors,
  },
  {
    operationId: "getAnalyticsBreakdown",
    method: "get",
    path: "/api/analytics/breakdown",
    summary:
      'The same figures per event, ticket type, UTM source, medium or campaign, ref (busiest first) or day (every day of the period, in order). key is null for visits and orders without a source ("direct"); views and visitors are null per ticket type; per ticket type an order counts once for each type it holds and its net revenue is shared by what each line cost; checkedIn ÷ tickets is the check-in rate',
    tags,
    query: breakdownQuerySchema,
    response: { schema: breakdownAnswerSchema },
    errors,
  },
];
