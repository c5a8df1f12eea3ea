import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { updateTicketTypeSchema } from "@/lib/events/schema";
import { deleteTicketType, updateTicketType } from "@/lib/events/ticket-types";
import { changingEventPages } from "@/lib/public/page-cache";

export const PATCH = userRoute({ body: updateTicketTypeSchema }, async ({ user, params, body }) =>
  changingEventPages(params.id, async () =>
    updateTicketType(await resolveAccount(user), params.id, params.ticketTypeId, body),
  ),
);

export const DELETE = userRoute({}, async ({ user, params }) =>
  changingEventPages(params.id, async () =>
    deleteTicketType(await resolveAccount(user), params.id, params.ticketTypeId),
  ),
);
