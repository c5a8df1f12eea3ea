import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { updateTicketTypeSchema } from "@/lib/events/schema";
import { deleteTicketType, updateTicketType } from "@/lib/events/ticket-types";

export const PATCH = userRoute({ body: updateTicketTypeSchema }, async ({ user, params, body }) =>
  updateTicketType(await resolveAccount(user), params.id, params.ticketTypeId, body),
);

export const DELETE = userRoute({}, async ({ user, params }) =>
  deleteTicketType(await resolveAccount(user), params.id, params.ticketTypeId),
);
