import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { accountOwnership, requireManager, type Account } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { getEventDetail } from "@/lib/events/event-detail";
import { slugTaken } from "@/lib/events/errors";
import { sanitizeDescription } from "@/lib/events/sanitize-description";
import type { CreateEventData } from "@/lib/events/schema";
import { isSlugTaken, slugifyTitle, uniqueEventSlug } from "@/lib/events/slug";

/** Two requests can pick the same free slug at once; the unique index refuses the second, which tries again. */
const SLUG_ATTEMPTS = 3;

/**
 * A new draft event of the account. The currency defaults to the account's; a missing slug is made
 * from the title and made unique; a slug the host chose that is taken is a 409 on the slug field.
 */
export async function createEvent(account: Account, data: CreateEventData): Promise<{ event: EventDetail }> {
  requireManager(account);
  const { slug: chosenSlug, description, currency, ...fields } = data;
  for (let attempt = 1; ; attempt++) {
    try {
      const eventId = await db.$transaction(async (tx) => {
        let slug: string;
        if (chosenSlug) {
          if (await isSlugTaken(tx, chosenSlug)) throw slugTaken();
          slug = chosenSlug;
        } else {
          slug = await uniqueEventSlug(tx, slugifyTitle(fields.title));
        }
        const created = await tx.event.create({
          data: {
            ...fields,
            ...accountOwnership(account),
            slug,
            description: sanitizeDescription(description),
            currency: currency ?? account.currency,
            status: "draft",
          },
          select: { id: true },
        });
        return created.id;
      });
      return { event: await getEventDetail(account, eventId) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (chosenSlug) throw slugTaken();
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
