import type { SearchResultGroup } from "@/lib/shell/navigation-types";

/** The pause after the last keystroke before a search is sent (specification, section 9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this clear the results instead of searching (section 5). */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The query to send for what the user typed, or null when there is nothing to search for yet.
 * Surrounding spaces do not count: "  a " is one character and searches nothing.
 */
export function toSearchQuery(input: string): string | null {
  const query = input.trim();
  return query.length >= SEARCH_MIN_LENGTH ? query : null;
}

export type SearchResult = SearchResultGroup["results"][number];

/** One row of the suggestion list: a result with the group it belongs to. */
export type SearchOption = {
  groupId: SearchResultGroup["id"];
  groupLabel: string;
  result: SearchResult;
};

/** The groups as one list in the server's order, for a list that groups rows by `groupId`. */
export function flattenSearchGroups(groups: readonly SearchResultGroup[]): SearchOption[] {
  return groups.flatMap((group) =>
    group.results.map((result) => ({ groupId: group.id, groupLabel: group.label, result })),
  );
}

/** What a result is called: a page's or task's title, a contact's name, else its value. */
export function searchResultLabel(result: SearchResult): string {
  return result.title || result.name || result.value;
}
