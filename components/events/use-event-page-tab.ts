"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { isEventPageTab, type EventPageTab } from "@/components/events/event-page-tabs";

/** The event page's open tab, read from and written to `?tab=` (the overview, the default, leaves it out). */
export function useEventPageTab() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tabParam = params.get("tab");
  const tab: EventPageTab = isEventPageTab(tabParam) ? tabParam : "overview";

  // On a phone the tab strip scrolls; the tab a link opened (?tab=check-in) is brought into view.
  useEffect(() => {
    document.getElementById(`event-tab-${tab}`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [tab]);

  function selectTab(next: EventPageTab) {
    const query = new URLSearchParams(params);
    if (next === "overview") query.delete("tab");
    else query.set("tab", next);
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  }

  return { tab, selectTab };
}
