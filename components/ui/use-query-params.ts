"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useOptimistic, useTransition } from "react";

/**
 * The address's search parameters, and a way to change some in place, so that a reload or a shared
 * link shows the same screen. For screens that read their data in the browser: the change is the
 * browser's own `history.replaceState`, which Next's router follows (`useSearchParams` included)
 * without asking the server for the page again — `router.replace` re-rendered the whole signed-in
 * layout per sort click, and until that page arrived a second click (a header clicked twice to
 * sort descending) built on the address still shown. The optimistic copy shows what was asked for
 * from the very next render.
 */
export function useQueryParams() {
  const pathname = usePathname();
  const [params, showParams] = useOptimistic<URLSearchParams, URLSearchParams>(
    useSearchParams(),
    (_shown, next) => next,
  );
  const [, startTransition] = useTransition();

  function show(next: URLSearchParams) {
    const text = next.toString();
    startTransition(() => {
      showParams(next);
      window.history.replaceState(null, "", text ? `${pathname}?${text}` : pathname);
    });
  }

  /**
   * Sets each key to its value. An empty value, or the key's value in `defaults` (what the screen
   * shows without it), removes the key: the address carries only what differs.
   */
  function replaceParams(
    changes: Record<string, string | number | null | undefined>,
    defaults: Record<string, string | number> = {},
  ) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "" || value === defaults[key]) next.delete(key);
      else next.set(key, String(value));
    }
    show(next);
  }

  /** Replaces the whole query: for a screen that owns every parameter of its address and writes them in one form. */
  function replaceQuery(query: string) {
    show(new URLSearchParams(query));
  }

  return { params, replaceParams, replaceQuery };
}
