import { userRoute } from "@/lib/api/route";
import { projectDashboard } from "@/lib/dashboards/project";

// Computed sample data, the same for every signed-in user (see lib/dashboards/project.ts).
export const GET = userRoute({}, async () => projectDashboard(new Date()));
