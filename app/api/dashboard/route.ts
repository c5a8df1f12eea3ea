import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { getDashboard } from "@/lib/dashboard/get-dashboard";

export const GET = userRoute({}, async ({ user }) => ({
  dashboard: await getDashboard(await resolveAccount(user), new Date(), user.id),
}));
