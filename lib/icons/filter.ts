// The icon pages' search, pure so it is unit-tested. Names are matched without regard to case or
// to how their words are joined: "arrow left", "arrow-left" and "arrow_left" find the same icons,
// and a pasted full name ("feather:arrow-left") finds its icon.

/** Words joined by one space: the form both the query and the names are compared in. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_\s]+/g, " ")
    .trim();
}

export const MAX_ICON_QUERY_LENGTH = 100;

export function filterIconNames(names: readonly string[], query: string): string[] {
  const withoutNamespace = query.slice(0, MAX_ICON_QUERY_LENGTH).replace(/^\s*[a-z_]+:/i, "");
  const wanted = normalise(withoutNamespace);
  if (!wanted) return [...names];
  return names.filter((name) => normalise(name).includes(wanted));
}

/** The grid's column count for a width: as many cells of at least `minCell` px as fit, at least one. */
export function gridColumns(width: number, minCell: number): number {
  return Math.max(1, Math.floor(width / minCell));
}
