import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { summaryQuerySchema } from "@/lib/analytics/schema";
import { getAnalyticsSummary } from "@/lib/analytics/summary";

export const GET = userRoute({ query: summaryQuerySchema }, async ({ user, query }) =>
  getAnalyticsSummary(await resolveAccount(user), query),
);
