import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/providers/html-document";
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

/** The root of every page rendered per request: the shell, the guest pages, checkout results. */
export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  const [locale, appearance, messages, requestHeaders] = await Promise.all([
    getLocale(),
    currentAppearance(),
    clientMessages(CLIENT_NAMESPACES.root),
    headers(),
  ]);
  return (
    <HtmlDocument
      locale={locale}
      mode={toMuiMode(appearance.scheme)}
      theme={appearance.theme}
      // The proxy's per-request nonce: the page's CSP runs only inline scripts that carry it.
      nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
      messages={messages}
    >
      {children}
    </HtmlDocument>
  );
}
