import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { getPublicAvailability, type PublicAvailability } from "@/lib/orders/availability";

// The tickets left of an event, as the cached event page reads them in the browser: a thousand
// phones opening a shared link at once ask the database once every couple of seconds, not a
// thousand times. An order placed on the public page expires its event's entry at once, so the
// buyer who just took the last ticket sees "sold out" on the next look; other changes (a
// reservation lapsing, a refund, a host's sale at the door) show within the entry's lifetime.

export const AVAILABILITY_CACHE_SECONDS = 2;

const tagOf = (slug: string) => `availability:${slug}`;

/** Outside Next (Jest, scripts) there is no data cache: the database is read every time. */
const hasDataCache = () => Boolean(process.env.NEXT_RUNTIME);

export async function cachedPublicAvailability(slug: string): Promise<PublicAvailability | null> {
  if (!hasDataCache()) return getPublicAvailability(slug);
  return unstable_cache(() => getPublicAvailability(slug), ["public-availability", slug], {
    revalidate: AVAILABILITY_CACHE_SECONDS,
    tags: [tagOf(slug)],
  })();
}

/** After an order changed what is left of the event (`{ expire: 0 }`: the next read goes to the database). */
export function expireAvailability(slug: string): void {
  if (hasDataCache()) revalidateTag(tagOf(slug), { expire: 0 });
}
