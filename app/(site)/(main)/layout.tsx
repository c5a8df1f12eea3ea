import type { ReactNode } from "react";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { clientMessages } from "@/lib/i18n/client-messages";
import { AppShell } from "@/components/layout/app-shell";
import { TopBar } from "@/components/layout/top-bar";
import { requireUser } from "@/lib/auth/require-user";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { toAppearance } from "@/lib/shell/appearance";
import { resolveLayout } from "@/lib/shell/layout-resolution";
import { loadShellData } from "@/lib/shell/shell-data";

// The signed-in main group: everything the shell shows first (navigation, messages,
// notifications, chats, shortcuts, the user and the account) is read in parallel before it renders.
// A part that cannot be read shows empty and its panel offers a retry (lib/shell/shell-data.ts);
// it never takes the shell down.
export default async function MainLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const [shell, requestHeaders, t, tApp, intlMessages] = await Promise.all([
    loadShellData(user.id),
    headers(),
    getTranslations("nav"),
    getTranslations("app"),
    // The shell and the product's screens are client-heavy; signed-in pages get every namespace.
    clientMessages("all"),
  ]);
  const { isVendorsEnabled, vendors, failed } = shell;
  const requested = new URL(requestHeaders.get(REQUEST_URL_HEADER) ?? "/pages/dashboard", "http://localhost");
  const appearance = toAppearance(user);
  const layout = resolveLayout({
    preference: appearance.layout,
    query: requested.searchParams.get("layout"),
    pathname: requested.pathname,
  });
  const activeVendor = isVendorsEnabled ? vendors.find((vendor) => vendor.id === user.activeVendorId) : undefined;
  // Without the list the switcher cannot tell the active vendor's name, but still knows which it is.
  const activeVendorId =
    failed.includes("vendors") && isVendorsEnabled ? user.activeVendorId : (activeVendor?.id ?? null);
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
        navigation={shell.navigation}
        user={shellUser}
        accountName={activeVendor?.name ?? t("personalAccount")}
        footerText={tApp("footer", {
          year: new Date().getFullYear(),
          provider: process.env.NEXT_PUBLIC_PROVIDER_NAME || tApp("provider"),
        })}
        topBar={
          <TopBar
            data={{
              messages: shell.messages,
              notifications: shell.notifications,
              shortcuts: shell.shortcuts,
              chats: shell.chats,
              failed,
              appearance,
              userMenu: {
                user: shellUser,
                vendors: failed.includes("vendors") ? null : vendors,
                activeVendorId,
                isVendorsEnabled,
              },
            }}
          />
        }
      >
        {children}
      </AppShell>
    </NextIntlClientProvider>
  );
}
