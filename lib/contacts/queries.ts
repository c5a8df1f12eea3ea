import "server-only";
import { db } from "@/lib/db";
import type { ContactAnswer, ContactTagAnswer } from "@/lib/contacts/schema";
import {
  contactSelect,
  countrySelect,
  searchableName,
  tagOrder,
  tagSelect,
  toContactAnswer,
} from "@/lib/contacts/shapes";

const collators = new Map<string, Intl.Collator>();

/** Compares names as a reader of the user's language orders them ("Émile" between "Eli" and "Eve"). */
function nameCollator(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(Intl.Collator.supportedLocalesOf(language)[0] ?? "en");
    collators.set(language, collator);
  }
  return collator;
}

/**
 * The user's contacts whose name contains `query` (case-insensitive; absent or empty: all), sorted
 * by name with a locale comparison in the user's language, newest first among equal names.
 *
 * The filter runs in SQL; the sort runs here, because SQLite only collates by bytes (or ASCII
 * NOCASE) and Prisma cannot register an ICU collation. The list is one user's address book and
 * is answered whole (the specification does not page it), so sorting the selected rows is cheap.
 */
export async function findContacts({
  userId,
  language,
  query,
}: {
  userId: string;
  language: string;
  query?: string;
}): Promise<ContactAnswer[]> {
  const needle = query ? searchableName(query) : "";
  const rows = await db.contact.findMany({
    where: { userId, ...(needle ? { nameSearch: { contains: needle } } : {}) },
    select: { ...contactSelect, nameSearch: true },
    // The sort below is stable, so this is the order of names that compare equal.
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  // Prisma sends `contains` as LIKE without escaping, so a % or _ in the query widens the SQL match;
  // the exact substring test drops those extra rows.
  const matches = needle ? rows.filter((row) => row.nameSearch.includes(needle)) : rows;
  const collator = nameCollator(language);
  return matches
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ nameSearch: _nameSearch, ...row }) => toContactAnswer(row));
}

/** One of the user's contacts, or null (also for another user's id). */
export async function findContact({ userId, id }: { userId: string; id: string }): Promise<ContactAnswer | null> {
  const row = await db.contact.findFirst({ where: { id, userId }, select: contactSelect });
  return row && toContactAnswer(row);
}

export function listContactTags(userId: string): Promise<ContactTagAnswer[]> {
  return db.contactTag.findMany({ where: { userId }, select: tagSelect, orderBy: tagOrder });
}

/** The shared country list, in the order of its names. */
export function listCountries() {
  return db.contactCountry.findMany({ select: countrySelect, orderBy: { position: "asc" } });
}
