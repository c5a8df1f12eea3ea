import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { ICON_SETS } from "@/lib/icons/catalog";

const tags = ["Dashboards"];

/** The top-level fields of a dashboard answer (their contents are charts: see lib/dashboards/*.ts). */
const fields = (...names: string[]) => z.object(Object.fromEntries(names.map((name) => [name, z.unknown()])));

export const activitySchema = z.object({
  id: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  description: z.string(),
  date: z.string(),
  extraContent: z.string().nullable(),
  linkedContent: z.string().nullable(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
});

export const iconSetSchema = z.object({
  namespace: z.string(),
  name: z.string(),
  grid: z.string(),
  list: z.array(z.string()),
});

export const dashboardsOperations: ApiOperation[] = [
  {
    operationId: "getAnalyticsDashboard",
    method: "get",
    path: "/api/dashboards/analytics",
    summary: "Analytics dashboard (computed sample data, the same for everyone)",
    tags,
    response: {
      schema: fields(
        "visitors",
        "conversions",
        "impressions",
        "visits",
        "visitorsVsPageViews",
        "newVsReturning",
        "gender",
        "age",
        "language",
      ),
    },
  },
  {
    operationId: "getCryptoDashboard",
    method: "get",
    path: "/api/dashboards/crypto",
    summary: "Crypto dashboard (computed sample data, the same for everyone)",
    tags,
    response: { schema: fields("btc", "prices", "wallets", "watchlist") },
  },
  {
    operationId: "getFinanceDashboard",
    method: "get",
    path: "/api/dashboards/finance",
    summary: "Finance dashboard (computed sample data, the same for everyone)",
    tags,
    response: {
      schema: fields("accountBalance", "budget", "previousStatement", "currentStatement", "recentTransactions"),
    },
  },
  {
    operationId: "getProjectDashboard",
    method: "get",
    path: "/api/dashboards/project",
    summary: "Project dashboard (computed sample data, the same for everyone)",
    tags,
    response: {
      schema: fields(
        "githubIssues",
        "taskDistribution",
        "schedule",
        "budgetDistribution",
        "weeklyExpenses",
        "monthlyExpenses",
        "yearlyExpenses",
        "budgetDetails",
        "teamMembers",
      ),
    },
  },
  {
    operationId: "listActivities",
    method: "get",
    path: "/api/pages/activities",
    summary: "The activities page, newest first",
    tags,
    response: { schema: z.array(activitySchema) },
  },
  {
    operationId: "getIconSet",
    method: "get",
    path: "/api/ui/icons/{set}",
    summary: `One icon set with its icon names; set is one of ${Object.keys(ICON_SETS).join(", ")}`,
    tags,
    response: { schema: iconSetSchema },
    errors: { 404: "Unknown icon set" },
  },
];
