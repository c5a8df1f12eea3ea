import { userRoute } from "@/lib/api/route";
import { listActivities } from "@/lib/dashboards/activities";

export const GET = userRoute({}, async () => listActivities(new Date()));
