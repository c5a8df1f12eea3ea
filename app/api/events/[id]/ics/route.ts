import { userRoute } from "@/lib/api/route";
import { hostEventIcs } from "@/lib/calendar/event-ics";
import { resolveAccount } from "@/lib/events/account";

/** One event of the active account as a `.ics` download, whatever its status. */
export const GET = userRoute({}, async ({ user, params }) => hostEventIcs(await resolveAccount(user), params.id));
