import { userRoute } from "@/lib/api/route";
import { cryptoDashboard } from "@/lib/dashboards/crypto";

// Computed sample data, the same for every signed-in user (see lib/dashboards/crypto.ts).
export const GET = userRoute({}, async () => cryptoDashboard(new Date()));
