"use client";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { MAX_ICON_QUERY_LENGTH } from "@/lib/icons/filter";

const SEARCH_DELAY_MS = 200;

/**
 * The search of the icon pages, kept in the URL (`?q=arrow`) so a reload or a shared link shows the
 * same icons. The list filters once typing pauses; the URL follows through the history API (Next
 * keeps `useSearchParams` in step with it), so a search asks nothing of the server.
 */
export function useIconsQuery() {
  const params = useSearchParams();
  const urlQuery = (params.get("q") ?? "").slice(0, MAX_ICON_QUERY_LENGTH);
  const [text, setText] = useState(urlQuery);
  const query = useDebounced(text.trim(), SEARCH_DELAY_MS);

  // Back and forward (or a set's link) change the URL: the box follows. (Our own writes put the
  // settled query there, which the box already holds, or is typing past.)
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== query) setText(urlQuery);
  }

  useEffect(() => {
    const url = new URL(window.location.href);
    if ((url.searchParams.get("q") ?? "") === query) return;
    if (query) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }, [query]);

  return { query, text, setText };
}
