"use client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import {
  parseEmailChangeOutcome,
  parseSettingsTab,
  settingsTabHref,
  type SettingsTab,
} from "@/components/settings/settings-tabs";

/**
 * The settings screen's open tab, read from `?tab=` and written back to the address (replacing
 * the history entry, so a reload or a shared link opens the same tab). Next keeps
 * `useSearchParams` in step with `history.replaceState`, and no server round trip is needed.
 */
export function useSettingsTab(isAdmin: boolean) {
  const params = useSearchParams();
  const tab = parseSettingsTab(params.get("tab"), isAdmin);

  // On a phone the tab strip scrolls; the tab a link opened is brought into view.
  useEffect(() => {
    document.getElementById(`settings-tab-${tab}`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [tab]);

  function selectTab(next: SettingsTab) {
    window.history.replaceState(null, "", settingsTabHref(next, params.toString()));
  }

  return { tab, selectTab, emailChange: parseEmailChangeOutcome(params.get("emailChanged")) };
}
