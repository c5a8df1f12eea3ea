// Task search (specification section 7) is case-insensitive on title and notes. SQLite's LIKE only
// folds ASCII, so each task also stores its title and notes folded by `foldForSearch`, and the
// query is folded the same way before it reaches SQL. Highlighting folds the same way again, so
// every title that matched in SQL gets its marks.

import { escapeHtml } from "@/lib/text/html";

/**
 * One character in lower case. The Turkish dotted capital İ becomes a plain i: its default lower
 * case adds a combining dot that no typed query contains.
 */
function foldCharacter(character: string): string {
  return character === "\u0130" ? "i" : character.toLowerCase();
}

/**
 * Every script's lower case (Cyrillic, Greek included): `titleFolded` rows were stored with it. Not
 * lib/events/search-text.ts's fold, which stops at the letters its SQL can fold.
 */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const character of text) folded += foldCharacter(character);
  return folded;
}

/**
 * The text as HTML with every case-insensitive occurrence of `query` wrapped in `<mark>…</mark>`
 * and everything else, the matches included, HTML-escaped: search answers carry the title as HTML,
 * and a task called "<b>" must show as text, not as markup. Matching runs on the raw text, so
 * searching "&" marks the ampersand rather than a piece of "&amp;".
 */
export function highlightMatches(text: string, query: string): string {
  const needle = foldForSearch(query);
  if (needle === "") return escapeHtml(text);
  // Fold the text a character at a time, remembering which original character each folded unit
  // came from, so a match in the folded text maps back to whole characters of the original.
  let folded = "";
  const sourceStart: number[] = [];
  const sourceEnd: number[] = [];
  let index = 0;
  for (const character of text) {
    const foldedCharacter = foldCharacter(character);
    for (let unit = 0; unit < foldedCharacter.length; unit += 1) {
      sourceStart.push(index);
      sourceEnd.push(index + character.length);
    }
    folded += foldedCharacter;
    index += character.length;
  }
  let html = "";
  let rest = 0;
  for (let found = folded.indexOf(needle); found !== -1; found = folded.indexOf(needle, found + needle.length)) {
    const start = Math.max(sourceStart[found], rest);
    const end = sourceEnd[found + needle.length - 1];
    html += `${escapeHtml(text.slice(rest, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    rest = end;
  }
  return html + escapeHtml(text.slice(rest));
}
