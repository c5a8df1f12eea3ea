import "server-only";
import { db, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { Account } from "@/lib/events/account";

// Every host call names an event by id; one of another account answers exactly like one that does
// not exist, so ids cannot be probed across accounts.

export function eventNotFound(): ApiError {
  return new ApiError(404, "not_found", "Event not found.");
}

/**
 * The few columns the calls need of an event of this account (its public slug, its currency, its
 * capacity); 404 otherwise. Most callers only need the check.
 */
export async function requireAccountEvent(account: Account, eventId: string, client: Tx = db) {
  const event = await client.event.findFirst({
    where: { id: eventId, accountKey: account.key },
    select: { slug: true, currency: true, capacity: true },
  });
  if (!event) throw eventNotFound();
  return event;
}
