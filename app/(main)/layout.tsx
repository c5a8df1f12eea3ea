import type { ReactNode } from "react";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { clientMessages } from "@/lib/i18n/client-messages";
import { AppShell } from "@/components/layout/app-shell";
import { TopBar } from "@/components/layout/top-bar";
import { requireUser } from "@/lib/auth/require-user";
import { listChats } from "@/lib/chat/data";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { toAppearance } from "@/lib/shell/appearance";
import { resolveLayout } from "@/lib/shell/layout-resolution";
import { buildNavigation } from "@/lib/shell/navigation";
import { listNotices } from "@/lib/shell/notices";
import { listShortcuts } from "@/lib/shell/shortcuts";
import { listUserVendors } from "@/lib/vendors/queries";

// The signed-in main group: everything the shell shows first (navigation, messages,
// notifications, chats, shortcuts, the user and the account) is read in parallel before it renders.
export default async function MainLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const [isVendorsEnabled, vendors, messages, notifications, shortcuts, chats, requestHeaders, t, tApp, intlMessages] =
    await Promise.all([
      isFeatureEnabled("ENABLE_VENDORS"),
      listUserVendors(user.id),
      listNotices(user.id, "message"),
      listNotices(user.id, "notification"),
      listShortcuts(user.id),
      listChats(user.id),
      headers(),
      getTranslations("nav"),
      getTranslations("app"),
      // The shell and the product's screens are client-heavy; signed-in pages get every namespace.
      clientMessages("all"),
    ]);
  const requested = new URL(requestHeaders.get(REQUEST_URL_HEADER) ?? "/pages/dashboard", "http://localhost");
  const appearance = toAppearance(user);
  const layout = resolveLayout({
    preference: appearance.layout,
    query: requested.searchParams.get("layout"),
    pathname: requested.pathname,
  });
  const activeVendor = isVendorsEnabled ? vendors.find((vendor) => vendor.id === user.activeVendorId) : undefined;
  const shellUser = {
    id: user.id,
    name: user.displayName,
    email: user.email,
    avatar: user.avatar,
    status: user.status,
  };

  return (
    <NextIntlClientProvider messages={intlMessages}>
      <AppShell
        layout={layout}
        navigation={buildNavigation({ isVendorsEnabled })}
        user={shellUser}
        accountName={activeVendor?.name ?? t("personalAccount")}
        footerText={tApp("footer", {
          year: new Date().getFullYear(),
          provider: process.env.NEXT_PUBLIC_PROVIDER_NAME || tApp("provider"),
        })}
        topBar={
          <TopBar
            data={{
              messages,
              notifications,
              shortcuts,
              chats,
              appearance,
              userMenu: { user: shellUser, vendors, activeVendorId: activeVendor?.id ?? null, isVendorsEnabled },
            }}
          />
        }
      >
        {children}
      </AppShell>
    </NextIntlClientProvider>
  );
}
