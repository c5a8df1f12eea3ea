import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { MainFrame } from "@/components/frame/main-frame";
import { requireUser } from "@/lib/auth/require-user";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { listUserVendors } from "@/lib/vendors/queries";

// The signed-in main group: the user and their active account are resolved before anything renders.
export default async function MainLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const [vendors, isVendorsEnabled, t] = await Promise.all([
    listUserVendors(user.id),
    isFeatureEnabled("ENABLE_VENDORS"),
    getTranslations("nav"),
  ]);
  const activeVendor = isVendorsEnabled ? vendors.find((vendor) => vendor.id === user.activeVendorId) : undefined;
  return (
    <MainFrame user={user} accountName={activeVendor?.name ?? t("personalAccount")} isVendorsEnabled={isVendorsEnabled}>
      {children}
    </MainFrame>
  );
}
