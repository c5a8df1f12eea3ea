import type { MutatorOptions } from "swr";

type WithId = { id: string };

/** The list with `item` in place of the entry of the same id. */
export function replaceById<T extends WithId>(items: readonly T[], item: T): T[] {
  return items.map((current) => (current.id === item.id ? item : current));
}

/** The list without the entry of this id. */
export function removeById<T extends WithId>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/**
 * SWR options for a change that shows at once and is undone if the request fails.
 *
 * The change is applied to what is on screen (`displayed`), so two quick changes stack instead of
 * the second hiding the first; the cache starts empty when the list came from the server as
 * `fallbackData`, hence `fallback`. The request's answer does not replace the list
 * (`populateCache: false`): the optimistic list already is the result, and writing back an answer
 * computed before another pending change would drop that change.
 */
export function optimisticListUpdate<T>(
  update: (items: readonly T[]) => T[],
  fallback: readonly T[],
): MutatorOptions<T[], unknown> {
  return {
    optimisticData: (_committed, displayed) => update(displayed ?? fallback),
    populateCache: false,
    rollbackOnError: true,
    revalidate: false,
  };
}
