import { publicRoute } from "@/lib/api/route";
import { publicEventIcs } from "@/lib/calendar/event-ics";

/** "Add to calendar" for a published public or unlisted event; anything else is a 404. */
export const GET = publicRoute({}, async ({ params }) => publicEventIcs(params.slug));
