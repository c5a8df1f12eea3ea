import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { cancelEvent } from "@/lib/events/event-lifecycle";

export const POST = userRoute({}, async ({ user, params }) => cancelEvent(await resolveAccount(user), params.id));
