"use client";
import { useTranslations } from "next-intl";
import { useFeedback } from "@/components/events/feedback";
import { useAccountSwitcher } from "@/components/shell/user/use-account-switcher";
import { useVendorErrorText } from "@/components/vendors/use-vendor-error-text";

/**
 * "Switch to": the user menu's own account switcher (POST /api/vendors/switch, then the server
 * components render again, so the shell names the vendor as the active account).
 */
export function useSwitchToVendor(activeVendorId: string | null) {
  const t = useTranslations("vendors");
  const notify = useFeedback();
  const errorText = useVendorErrorText();
  const accounts = useAccountSwitcher(activeVendorId);

  async function switchTo(vendor: { id: string; name: string }) {
    const outcome = await accounts.switchTo(vendor.id);
    if (outcome.kind === "switched") notify(t("switch.done", { name: vendor.name }));
    else if (outcome.kind === "failed") notify(errorText(outcome.error, t("switch.failed")), "error");
  }

  return {
    activeVendorId: accounts.activeVendorId,
    pendingVendorId: accounts.pending ? accounts.pending.vendorId : undefined,
    switchTo,
  };
}
