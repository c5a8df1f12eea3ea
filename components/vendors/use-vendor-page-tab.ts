"use client";
import { useQueryParams } from "@/components/ui/use-query-params";

/** The tabs of a vendor's page; `?tab=members` opens the team (the profile, the default, leaves it out). */
export const VENDOR_PAGE_TABS = ["profile", "members"] as const;
export type VendorPageTab = (typeof VENDOR_PAGE_TABS)[number];

export function toVendorPageTab(value: string | null): VendorPageTab {
  return value === "members" ? "members" : "profile";
}

/** The vendor page's open tab, read from and written to `?tab=`. */
export function useVendorPageTab() {
  const { params, replaceParams } = useQueryParams();
  const tab = toVendorPageTab(params.get("tab"));

  function selectTab(next: VendorPageTab) {
    replaceParams({ tab: next }, { tab: "profile" });
  }

  return { tab, selectTab };
}
