"use client";
import { useQueryParams } from "@/components/ui/use-query-params";
import { useEffect } from "react";
import { isEventPageTab, type EventPageTab } from "@/components/events/event-page-tabs";

/** The event page's open tab, read from and written to `?tab=` (the overview, the default, leaves it out). */
export function useEventPageTab() {
  const { params, replaceParams } = useQueryParams();
  const tabParam = params.get("tab");
  const tab: EventPageTab = isEventPageTab(tabParam) ? tabParam : "overview";

  // On a phone the tab strip scrolls; the tab a link opened (?tab=check-in) is brought into view.
  useEffect(() => {
    document.getElementById(`event-tab-${tab}`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [tab]);

  function selectTab(next: EventPageTab) {
    replaceParams({ tab: next }, { tab: "overview" });
  }

  return { tab, selectTab };
}
