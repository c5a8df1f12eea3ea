import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { deleteEvent } from "@/lib/events/delete-event";
import { getEventDetail } from "@/lib/events/event-detail";
import { updateEventSchema } from "@/lib/events/schema";
import { updateEvent } from "@/lib/events/update-event";
import { changingEventPages } from "@/lib/public/page-cache";

export const GET = userRoute({}, async ({ user, params }) => ({
  event: await getEventDetail(await resolveAccount(user), params.id),
}));

export const PATCH = userRoute({ body: updateEventSchema }, async ({ user, params, body }) =>
  changingEventPages(params.id, async () => updateEvent(await resolveAccount(user), params.id, body)),
);

export const DELETE = userRoute({}, async ({ user, params }) =>
  changingEventPages(params.id, async () => deleteEvent(await resolveAccount(user), params.id)),
);
