"use client";
import useSWR from "swr";
import { panelLoadState, type PanelLoadState } from "@/lib/shell/panels/load-state";
import { VENDORS_URL } from "@/lib/swr/use-vendors";
import type { MemberVendor } from "@/lib/vendors/schema";

const READY: PanelLoadState = { status: "ready", refreshFailed: false };

/**
 * The vendors of the user menu's account switcher. The shell reads them on the server; when that
 * read failed (`serverVendors` null) the list is empty (the specification's "Vendor list fails →
 * the list becomes empty") and is read here, with `loadState` telling the menu to offer a retry.
 * Nothing is read while the vendors flag is off.
 */
export function useAccountVendors(serverVendors: MemberVendor[] | null, isVendorsEnabled: boolean) {
  const shouldRead = serverVendors === null && isVendorsEnabled;
  const { data, error, mutate } = useSWR<MemberVendor[]>(shouldRead ? VENDORS_URL : null);
  const reload = () => void mutate();
  if (serverVendors) return { vendors: serverVendors, loadState: READY, reload };
  return { vendors: data ?? [], loadState: panelLoadState({ data, error }), reload };
}
