import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { themeClassesCss } from "@/components/providers/theme-classes";
import { getCurrentSession } from "@/lib/auth/current-user";
import { toAppearance, toMuiMode } from "@/lib/shell/appearance";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";
import { NONCE_HEADER } from "@/lib/http/security-headers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: { default: t("name"), template: `%s · ${t("name")}` }, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The signed-in user's saved appearance, else the start-up defaults. */
async function currentAppearance() {
  return toAppearance((await getCurrentSession())?.user ?? null);
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, appearance, messages, requestHeaders] = await Promise.all([
    getLocale(),
    currentAppearance(),
    clientMessages(CLIENT_NAMESPACES.root),
    headers(),
  ]);
  // The proxy's per-request nonce: the page's CSP runs only inline scripts that carry it.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const mode = toMuiMode(appearance.scheme);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <style>{themeClassesCss()}</style>
      </head>
      {/* The scheme and theme classes live on <body> (spec section 2); scripts set them before the
          first paint, so a dark-scheme user never sees a light flash. React leaves them alone. */}
      <body suppressHydrationWarning>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `document.body.classList.add(${JSON.stringify(appearance.theme)})` }}
        />
        <InitColorSchemeScript
          attribute="class"
          colorSchemeNode="document.body"
          defaultMode={mode}
          modeStorageKey="hostdeck-mode"
          nonce={nonce}
        />
        <AppRouterCacheProvider>
          <NextIntlClientProvider messages={messages}>
            <AppProviders mode={mode} theme={appearance.theme}>
              {children}
            </AppProviders>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
