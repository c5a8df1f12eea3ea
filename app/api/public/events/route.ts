import { publicRoute } from "@/lib/api/route";
import { publicEventsQuerySchema } from "@/lib/events/schema";
import { listPublicEvents } from "@/lib/public/events";

/** Upcoming public events, soonest first: `?search=&page=&pageSize=`. */
export const GET = publicRoute({ query: publicEventsQuerySchema }, ({ query }) => listPublicEvents(query));
