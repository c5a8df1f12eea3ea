import type { ApiOperation } from "@/lib/api/openapi";
import { dashboardAnswerSchema } from "@/lib/dashboard/schema";

export const dashboardOperations: ApiOperation[] = [
  {
    operationId: "getAccountDashboard",
    method: "get",
    path: "/api/dashboard",
    summary:
      "The active account's dashboard: the last 30 days against the 30 before (in the account's time zone), " +
      "tickets and revenue per day, the next events, the latest orders and what needs attention. " +
      "Staff get no revenue fields; an account without events answers isFirstRun.",
    tags: ["Dashboard"],
    response: { schema: dashboardAnswerSchema },
  },
];
