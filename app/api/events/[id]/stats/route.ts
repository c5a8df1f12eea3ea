import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { getEventStats } from "@/lib/events/event-stats";

export const GET = userRoute({}, async ({ user, params }) => getEventStats(await resolveAccount(user), params.id));
