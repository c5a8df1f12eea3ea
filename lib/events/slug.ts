import type { Tx } from "@/lib/db";
import { asciiSlug } from "@/lib/text/slug";

// Event slugs are the public address (/p/event/<slug>), unique across every account. A slug the
// host leaves empty is made from the title; one taken already gets "-2", "-3" ... like a file
// copied into a folder that has one of that name.

const SLUG_MAX = 80;
/** Room left for a "-123" suffix. */
const BASE_MAX = SLUG_MAX - 6;
const MIN_LENGTH = 3;

/** A slug for a title: ASCII letters and digits joined by single hyphens ("Café Night #3" → "cafe-night-3"). */
export function slugifyTitle(title: string): string {
  const slug = asciiSlug(title).slice(0, BASE_MAX).replace(/-+$/, "");
  // A title of other scripts (or of one letter) still needs a valid address.
  if (slug.length === 0) return "event";
  return slug.length < MIN_LENGTH ? `event-${slug}` : slug;
}

/** `base`, or the first of `base-2`, `base-3` ... that no event uses yet. */
export async function uniqueEventSlug(client: Tx, base: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so LIKE's wildcards cannot occur in `base`.
  const taken = new Set(
    (await client.event.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (event) => event.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether some event other than `exceptEventId` has this slug. */
export async function isSlugTaken(client: Tx, slug: string, exceptEventId?: string): Promise<boolean> {
  const found = await client.event.findUnique({ where: { slug }, select: { id: true } });
  return Boolean(found && found.id !== exceptEventId);
}
