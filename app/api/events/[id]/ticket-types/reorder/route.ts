import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { reorderTicketTypesSchema } from "@/lib/events/schema";
import { reorderTicketTypes } from "@/lib/events/ticket-types";
import { changingEventPages } from "@/lib/public/page-cache";

export const POST = userRoute({ body: reorderTicketTypesSchema }, async ({ user, params, body }) =>
  changingEventPages(params.id, async () => reorderTicketTypes(await resolveAccount(user), params.id, body.ids)),
);
