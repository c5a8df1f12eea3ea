"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState, useSyncExternalStore, useTransition } from "react";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { AccountSwitcher, type AccountId, type AccountSwitchOutcome } from "@/lib/shell/user/account-switch";

/** POST /api/vendors/switch `{ vendorId }` (null: the personal account) answers `{ activeVendorId }`. */
function requestAccountSwitch(vendorId: AccountId) {
  return apiFetch<{ activeVendorId?: AccountId }>("/api/vendors/switch", jsonBody("POST", { vendorId }));
}

/**
 * The account switcher of the user menu. After a switch every server component renders again
 * (`router.refresh()`), so each product screen shows the new account; the server's answer then
 * comes back as `activeVendorId`, which the switcher adopts.
 */
export function useAccountSwitcher(activeVendorId: AccountId) {
  const router = useRouter();
  const [switcher] = useState(() => new AccountSwitcher({ activeVendorId, requestSwitch: requestAccountSwitch }));
  const state = useSyncExternalStore(switcher.subscribe, switcher.getState, switcher.getState);
  const [isRefreshing, startTransition] = useTransition();

  useEffect(() => switcher.syncActiveVendorId(activeVendorId), [switcher, activeVendorId]);

  const switchTo = useCallback(
    async (vendorId: AccountId): Promise<AccountSwitchOutcome> => {
      const outcome = await switcher.switchTo(vendorId);
      if (outcome.kind === "switched") startTransition(() => router.refresh());
      return outcome;
    },
    [switcher, router],
  );

  return { activeVendorId: state.activeVendorId, pending: state.pending, isRefreshing, switchTo };
}
