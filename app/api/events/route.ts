import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { createEvent } from "@/lib/events/create-event";
import { listEvents } from "@/lib/events/list-events";
import { createEventSchema, listEventsQuerySchema } from "@/lib/events/schema";

export const GET = userRoute({ query: listEventsQuerySchema }, async ({ user, query }) =>
  listEvents(await resolveAccount(user), query),
);

export const POST = userRoute({ body: createEventSchema }, async ({ user, body }) =>
  Response.json(await createEvent(await resolveAccount(user), body), { status: 201 }),
);
