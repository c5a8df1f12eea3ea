import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { archiveEvent } from "@/lib/events/event-lifecycle";
import { changingEventPages } from "@/lib/public/page-cache";

export const POST = userRoute({}, async ({ user, params }) =>
  changingEventPages(params.id, async () => archiveEvent(await resolveAccount(user), params.id)),
);
