"use client";
import { useEffect, useState } from "react";
import { useQueryParams } from "@/components/ui/use-query-params";
import { EVENT_SORTS, EVENT_TABS, type EventTab } from "@/lib/events/schema";

const SEARCH_DELAY_MS = 350;

type QueryKey = "tab" | "search" | "sort" | "page";

function readQuery(params: URLSearchParams) {
  const tab = (EVENT_TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as EventTab)
    : "upcoming";
  const sort = (EVENT_SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as string)
    : "";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { tab, search: params.get("search") ?? "", sort, page };
}

/** Past events read best newest first; everything else soonest first. */
function defaultSort(tab: EventTab) {
  return tab === "past" || tab === "archived" || tab === "cancelled" ? "-startsAt" : "startsAt";
}

/**
 * The events list's tab, search, sort and page, kept in the URL (so a reload or a shared link
 * shows the same list); a default value is left out of it. The search box's text is written to
 * the URL once typing pauses.
 */
export function useEventsListQuery() {
  const { params, replaceParams } = useQueryParams();
  const query = readQuery(params);
  const sort = query.sort || defaultSort(query.tab);
  const [searchText, setSearchText] = useState(query.search);

  const navigate = (changes: Partial<Record<QueryKey, string | number>>) => replaceParams(changes, { page: 1 });

  // The search box writes the URL once typing pauses.
  useEffect(() => {
    if (searchText.trim() === query.search) return;
    const timer = setTimeout(() => navigate({ search: searchText.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [searchText]);

  return {
    ...query,
    /** The sort in force: the URL's, else the tab's default. */
    sort,
    searchText,
    setSearchText,
    /** A new tab starts on its first page, in its own default order. */
    selectTab: (tab: EventTab) => navigate({ tab, page: 1, sort: "" }),
    selectSort: (value: string) => navigate({ sort: value === defaultSort(query.tab) ? "" : value, page: 1 }),
    selectPage: (page: number) => navigate({ page }),
  };
}
