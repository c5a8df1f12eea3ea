import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { archiveEvent } from "@/lib/events/event-lifecycle";

export const POST = userRoute({}, async ({ user, params }) => archiveEvent(await resolveAccount(user), params.id));
