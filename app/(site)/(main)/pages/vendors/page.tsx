import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { VendorsScreen } from "@/components/vendors/vendors-screen";
import { getAppUrl } from "@/lib/app-url";
import { requireUser } from "@/lib/auth/require-user";
import { requireFeature } from "@/lib/flags/require-feature";
import { defaultVendorCurrency } from "@/lib/vendors/default-currency";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.vendors"))("title") };
}

// The flag is read on every request: with ENABLE_VENDORS off the page sends the user to the
// dashboard (specification, section 6). The list itself is read in the browser (SWR); the active account comes from the session's
// user, so "Switch to" and "Active" agree with the shell.
export default async function VendorsPage() {
  await requireFeature("ENABLE_VENDORS"); // the specification's guard: off → /pages/dashboard
  const [user, locale] = await Promise.all([requireUser(), getLocale()]);
  return (
    <VendorsScreen
      activeVendorId={user.activeVendorId}
      appUrl={getAppUrl()}
      defaultCurrency={defaultVendorCurrency(locale)}
    />
  );
}
