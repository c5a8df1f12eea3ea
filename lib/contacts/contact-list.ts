// Pure rules of the contacts list: its letter groups, its order and the small bits of a row.

type Named = { id: string; name: string };

export type ListRow<T extends Named> =
  { kind: "letter"; letter: string; key: string } | { kind: "contact"; contact: T; key: string };

/** The group a name is filed under: its first letter without accents, upper-cased; "#" for anything else. */
export function firstLetter(name: string, locale: string): string {
  const first = name.trim().charAt(0);
  if (!first) return "#";
  const plain = first.normalize("NFD").replace(/\p{M}/gu, "");
  if (!/\p{L}/u.test(plain)) return "#";
  return plain.toLocaleUpperCase(locale);
}

/**
 * The list as the screen draws it: a letter heading before each run of names that start with the
 * same letter, then the contacts. A new contact at the top (before it is re-sorted) gets a heading
 * of its own.
 */
export function groupByLetter<T extends Named>(contacts: readonly T[], locale: string): ListRow<T>[] {
  const rows: ListRow<T>[] = [];
  let current: string | null = null;
  for (const contact of contacts) {
    const letter = firstLetter(contact.name, locale);
    if (letter !== current) {
      rows.push({ kind: "letter", letter, key: `letter-${rows.length}-${letter}` });
      current = letter;
    }
    rows.push({ kind: "contact", contact, key: contact.id });
  }
  return rows;
}

const collators = new Map<string, Intl.Collator>();

/** Sorted by name as the server sorts (a locale comparison); equal names keep their order. */
export function sortByName<T extends Named>(contacts: readonly T[], locale: string): T[] {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(Intl.Collator.supportedLocalesOf(locale)[0] ?? "en");
    collators.set(locale, collator);
  }
  const compare = collator.compare;
  return [...contacts].sort((a, b) => compare(a.name, b.name));
}

/** "Lena Brooks" → "LB"; one name → its first letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = [...parts[0]][0] ?? "";
  const last = parts.length > 1 ? ([...parts[parts.length - 1]][0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A country's flag as the emoji of its two regional-indicator letters ("tr" → 🇹🇷). */
export function flagEmoji(iso: string): string {
  if (!/^[a-z]{2}$/i.test(iso)) return "";
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Contacts that carry `tagId` (null: all). */
export function withTag<T extends { tags: string[] }>(contacts: readonly T[], tagId: string | null): readonly T[] {
  return tagId ? contacts.filter((contact) => contact.tags.includes(tagId)) : contacts;
}
