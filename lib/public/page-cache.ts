import "server-only";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { everyLocalizedPath } from "@/lib/public/cached-paths";

// What a host changes reaches the cached public pages (issue 17) at once: the handler of the
// change expires the pages that show it, and their next visitor gets them rendered afresh (a
// revalidatePath without a profile expires at once; it never serves the old page again). A sale
// expires nothing: what it changes, the tickets left, the event page reads from the availability
// endpoint. Which pages each change reaches:
// - an event's content, ticket types or publication: its page in every language, the home page
//   and the host pages (which list it);
// - a host's name, picture or address, or a feature flag: every cached page.
//
// Each app process keeps its own copies of the pages, but which tags were expired, and when, is in
// the database (lib/cache/shared-cache-handler.mjs): a change one process makes reaches the copies
// every other process cached, on its next visitor.

/** Outside Next (Jest, scripts) there is no page cache to expire, and revalidatePath would throw. */
function hasPageCache(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}

/** The event pages of these slugs (an old and a new slug after a rename), and the lists that show them. */
export function expireEventPages(...slugs: (string | null | undefined)[]): void {
  if (!hasPageCache()) return;
  for (const slug of new Set(slugs)) {
    if (slug) for (const path of everyLocalizedPath(`/p/event/${slug}`)) revalidatePath(path);
  }
  revalidatePath("/[locale]/home", "page");
  revalidatePath("/[locale]/p/hosts/[slug]", "page");
}

/** Every cached public page (a host's profile shows on all their events; a flag changes links). */
export function expireAllPublicPages(): void {
  if (hasPageCache()) revalidatePath("/[locale]", "layout");
}

async function eventSlug(eventId: string): Promise<string | null> {
  return (await db.event.findUnique({ where: { id: eventId }, select: { slug: true } }))?.slug ?? null;
}

/**
 * Runs a host's change to an event, then expires its public pages: under the slug it had before
 * and the one it has after (a rename, or none after a delete). A change that fails expires nothing.
 */
export async function changingEventPages<T>(eventId: string, change: () => Promise<T>): Promise<T> {
  if (!hasPageCache()) return change();
  const before = await eventSlug(eventId);
  const result = await change();
  expireEventPages(before, await eventSlug(eventId));
  return result;
}
