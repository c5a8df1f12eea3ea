// Mail label slugs (spec section 5). Pure, so the rules are unit-tested on their own.

/**
 * The slug of a label title: lower-cased, each space turned into a hyphen, every character other
 * than a letter, digit, underscore or hyphen dropped, runs of hyphens collapsed into one.
 *
 * Letters and digits are Unicode ones, so "Ödemeler" keeps its "ö" (the shell speaks Turkish and
 * Romanian). Hyphens are collapsed after the drop, not before it, so "A - & - B" gives "a-b" and
 * never leaves the "--" that a dropped character between two hyphens would.
 */
export function slugifyLabel(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s/g, "-")
    .replace(/[^\p{L}\p{N}_-]/gu, "")
    .replace(/-{2,}/g, "-");
}

/**
 * The slug a new label gets: `slug` itself when no label of the user has it yet, otherwise the
 * first of `slug-1`, `slug-2`, … that is free.
 */
export function uniqueLabelSlug(slug: string, takenSlugs: Iterable<string>): string {
  const taken = new Set(takenSlugs);
  if (!taken.has(slug)) return slug;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${slug}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
