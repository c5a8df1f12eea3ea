import { NextIntlClientProvider } from "next-intl";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { themeClassesCss } from "@/components/providers/theme-classes";
import type { Messages } from "@/lib/i18n/messages";
import type { ThemeClass } from "@/lib/shell/themes";

/**
 * The <html> document of both root layouts: the signed-in site's (app/(site)/layout.tsx, rendered
 * per request with the user's appearance and the request's CSP nonce) and the cached public pages'
 * (app/[locale]/layout.tsx, rendered once per language with the start-up appearance and no nonce).
 */
export function HtmlDocument({
  locale,
  mode,
  theme,
  nonce,
  messages,
  children,
}: {
  locale: string;
  mode: "light" | "dark" | "system";
  theme: ThemeClass;
  nonce?: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return (
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document head (next/head is the Pages Router's) */}
      <head>
        <style>{themeClassesCss()}</style>
      </head>
      {/* The scheme and theme classes live on <body> (spec section 2); scripts set them before the
          first paint, so a dark-scheme user never sees a light flash. React leaves them alone. */}
      <body suppressHydrationWarning>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `document.body.classList.add(${JSON.stringify(theme)})` }}
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
            <AppProviders mode={mode} theme={theme}>
              {children}
            </AppProviders>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
