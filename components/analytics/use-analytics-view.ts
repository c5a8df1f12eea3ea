"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { readView, viewSearch, type AnalyticsView } from "@/components/analytics/analytics-view";

/**
 * The screen's view as the URL holds it, and a way to change it. The URL is replaced, not pushed
 * (Back leaves the screen), through the History API, which Next's router follows without asking
 * the server for the page again: the figures are read by SWR.
 */
export function useAnalyticsView() {
  const pathname = usePathname();
  const params = useSearchParams();
  const paramsText = params.toString();
  const view = useMemo(() => readView(new URLSearchParams(paramsText)), [paramsText]);
  const setView = useCallback(
    (changes: Partial<AnalyticsView>) => {
      window.history.replaceState(null, "", `${pathname}${viewSearch({ ...view, ...changes })}`);
    },
    [pathname, view],
  );
  return { view, setView };
}
