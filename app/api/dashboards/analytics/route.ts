import { userRoute } from "@/lib/api/route";
import { analyticsDashboard } from "@/lib/dashboards/analytics";

// Computed sample data, the same for every signed-in user (see lib/dashboards/analytics.ts).
export const GET = userRoute({}, async () => analyticsDashboard(new Date()));
