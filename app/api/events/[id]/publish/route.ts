import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { publishEvent } from "@/lib/events/event-lifecycle";

export const POST = userRoute({}, async ({ user, params }) => publishEvent(await resolveAccount(user), params.id));
