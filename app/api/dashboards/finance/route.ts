import { userRoute } from "@/lib/api/route";
import { financeDashboard } from "@/lib/dashboards/finance";

// Computed sample data, the same for every signed-in user (see lib/dashboards/finance.ts).
export const GET = userRoute({}, async () => financeDashboard(new Date()));
