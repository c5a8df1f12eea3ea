"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** The tabs of a vendor's page; `?tab=members` opens the team (the profile, the default, leaves it out). */
export const VENDOR_PAGE_TABS = ["profile", "members"] as const;
export type VendorPageTab = (typeof VENDOR_PAGE_TABS)[number];

export function toVendorPageTab(value: string | null): VendorPageTab {
  return value === "members" ? "members" : "profile";
}

/** The vendor page's open tab, read from and written to `?tab=`. */
export function useVendorPageTab() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tab = toVendorPageTab(params.get("tab"));

  function selectTab(next: VendorPageTab) {
    const query = new URLSearchParams(params);
    if (next === "profile") query.delete("tab");
    else query.set("tab", next);
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  }

  return { tab, selectTab };
}
