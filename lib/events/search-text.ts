import { Prisma } from "@/lib/generated/prisma/client";

// Host searches (events by title or city, orders by buyer, attendees by name, email or code) run
// in SQL with instr() on a folded copy of the column: an exact substring test, so % and _ in a query
// are plain characters (Prisma's `contains` would hand them to LIKE as wildcards).
//
// SQLite's lower() folds only A-Z, and the events tables keep no folded copy of their text. So the
// column is folded in SQL by lower() plus a replace() per capital letter of the languages the
// product speaks (Turkish, Romanian) and its neighbours, and the query is folded by the very same
// table here: "şölen" finds "ŞÖLEN", "istanbul" finds "İstanbul", "brașov" finds "BRAȘOV".

/** Capital letters beyond A-Z and their lower case (İ as a plain i: no one types the dotted lower case). */
const CAPITALS: [string, string][] = [
  ..."ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĂĄĆČĎĐĘĚĞŁŃŇŐŒŘŚŞŠȘŢŤȚŰŮŹŻŽ"
    .split("")
    .map((capital): [string, string] => [capital, capital.toLowerCase()]),
  ["İ", "i"],
];
const CAPITAL_MAP = new Map(CAPITALS);

/**
 * Folds only what foldedColumnSql folds, so both sides of instr() agree. Not lib/tasks/search-text.ts's
 * fold: that one lower-cases every script (tasks store a folded copy), this one cannot reach past the table.
 */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const character of text)
    folded +=
      CAPITAL_MAP.get(character) ?? (character >= "A" && character <= "Z" ? character.toLowerCase() : character);
  return folded;
}

/** The SQL that folds a column like foldForSearch (the letters are fixed text of this module, never user input). */
function foldedColumnSql(column: string): string {
  return CAPITALS.reduce((sql, [capital, lower]) => `replace(${sql}, '${capital}', '${lower}')`, `lower(${column})`);
}

/** `(instr(fold(a), q) > 0 OR instr(fold(b), q) > 0 ...)` for the given column expressions (fixed SQL, never user input). */
export function containsAnySql(columns: string[], query: string): Prisma.Sql {
  const needle = foldForSearch(query);
  return Prisma.sql`(${Prisma.join(
    columns.map((column) => Prisma.sql`instr(${Prisma.raw(foldedColumnSql(column))}, ${needle}) > 0`),
    " OR ",
  )})`;
}
