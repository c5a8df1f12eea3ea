import "server-only";
import { cache } from "react";
import { ApiError } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/require-user";
import { resolveAccount } from "@/lib/events/account";
import { getEventDetail } from "@/lib/events/event-detail";

/**
 * One event of the signed-in user's active account, or null when it is not theirs (or does not
 * exist): the pages answer 404 for both, like the API. Cached per request, so the metadata and the
 * page share one read.
 */
export const loadHostEvent = cache(async (eventId: string) => {
  const account = await resolveAccount(await requireUser());
  try {
    return await getEventDetail(account, eventId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
