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
  const { tagLinks: _tagLinks, ...contactColumns } = contactSelect;
  const rows = await db.contact.findMany({
    where: { userId, ...(needle ? { nameSearch: { contains: needle } } : {}) },
    select: { ...contactColumns, nameSearch: true },
    // Nearly the final order already, so the locale sort below has little left to do (on 5,000
    // contacts that halves its time). The sort is stable, and names that compare equal are the
    // same name (short of Unicode normalisation forms), so they keep the order of the last two
    // terms: newest first.
    orderBy: [{ nameSearch: "asc" }, { createdAt: "desc" }, { id: "asc" }],
  });
  // Prisma sends `contains` as LIKE without escaping, so a % or _ in the query widens the SQL match;
  // the exact substring test drops those extra rows.
  const matches = needle ? rows.filter((row) => row.nameSearch.includes(needle)) : rows;
  const tags = await tagIdsByContact(matches.map((row) => row.id));
  const collator = nameCollator(language);
  return matches
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ nameSearch: _nameSearch, ...row }) =>
      toContactAnswer({ ...row, tagLinks: (tags.get(row.id) ?? []).map((tagId) => ({ tagId })) }),
    );
}

/**
 * The tag ids of these contacts, each contact's in its own order: one grouped query over the ids
 * as a JSON list. Through Prisma's relation the links came back with a second query binding every
 * contact's id as its own parameter, which took as long as reading the contacts.
 */
async function tagIdsByContact(contactIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db.$queryRaw<{ contactId: string; tagIds: string }[]>`
    SELECT "contactId", json_group_array("tagId" ORDER BY "position") AS "tagIds"
    FROM "ContactTagLink"
    WHERE "contactId" IN (SELECT "value" FROM json_each(${JSON.stringify(contactIds)}))
    GROUP BY "contactId"`;
  return new Map(rows.map((row) => [row.contactId, JSON.parse(row.tagIds) as string[]]));
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
