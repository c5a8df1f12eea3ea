"use client";
import useSWR from "swr";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { SearchResultGroup } from "@/lib/shell/navigation-types";
import {
  flattenSearchGroups,
  SEARCH_DEBOUNCE_MS,
  toSearchQuery,
  type SearchOption,
} from "@/lib/shell/panels/search-rules";

const SEARCH_URL = "/api/common/search";

function fetchSearch([url, query]: readonly [string, string]): Promise<SearchResultGroup[]> {
  return apiFetch<SearchResultGroup[]>(url, jsonBody("POST", { query }));
}

export type SearchResults = {
  options: SearchOption[];
  /** The answer for what is typed now has arrived (or failed): an empty list means no results. */
  isSettled: boolean;
  hasFailed: boolean;
};

/**
 * The search results for what the user typed (specification, sections 5 and 9): a request goes
 * out once typing has paused for 300 ms and the trimmed text has at least 2 characters; below that
 * the results clear at once. While a newer query is on its way the previous results stay, so the
 * list does not flicker as the user types.
 */
export function useSearchResults(input: string): SearchResults {
  const query = toSearchQuery(input);
  const debouncedQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const requestQuery = query === null ? null : debouncedQuery;
  const { data, error, isLoading } = useSWR(
    requestQuery === null ? null : ([SEARCH_URL, requestQuery] as const),
    fetchSearch,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  if (requestQuery === null) return { options: [], isSettled: false, hasFailed: false };
  return {
    options: data ? flattenSearchGroups(data) : [],
    isSettled: requestQuery === query && !isLoading,
    hasFailed: Boolean(error),
  };
}
