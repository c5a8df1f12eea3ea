import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { createTicketTypeSchema } from "@/lib/events/schema";
import { createTicketType, listTicketTypes } from "@/lib/events/ticket-types";
import { changingEventPages } from "@/lib/public/page-cache";

export const GET = userRoute({}, async ({ user, params }) => listTicketTypes(await resolveAccount(user), params.id));

export const POST = userRoute({ body: createTicketTypeSchema }, async ({ user, params, body }) =>
  Response.json(
    await changingEventPages(params.id, async () => createTicketType(await resolveAccount(user), params.id, body)),
    { status: 201 },
  ),
);
