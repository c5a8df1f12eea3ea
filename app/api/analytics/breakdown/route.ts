import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { breakdownQuerySchema } from "@/lib/analytics/schema";
import { getAnalyticsBreakdown } from "@/lib/analytics/breakdown";

export const GET = userRoute({ query: breakdownQuerySchema }, async ({ user, query }) =>
  getAnalyticsBreakdown(await resolveAccount(user), query),
);
