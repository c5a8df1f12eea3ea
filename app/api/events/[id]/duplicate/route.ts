import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { duplicateEvent } from "@/lib/events/duplicate-event";

export const POST = userRoute({}, async ({ user, params }) =>
  Response.json(await duplicateEvent(await resolveAccount(user), params.id), { status: 201 }),
);
