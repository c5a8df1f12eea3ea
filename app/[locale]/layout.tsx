import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/providers/html-document";
import { PublicFrame } from "@/components/public/public-frame";
import { isLocale } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";
import { DEFAULT_APPEARANCE, toMuiMode } from "@/lib/shell/appearance";

// The root of the public pages served from cache (/home, /p/event/{slug}, /p/hosts/{slug}, which
// the proxy rewrites here in the visitor's language). Rendered once per language: it reads no
// cookie, header or session, so it has the start-up appearance and no CSP nonce (the proxy gives
// these pages a policy without one; see lib/http/security-headers.ts).

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Nothing is rendered at build time (a build has no database, and its data would be stale by the
// deployment): each language's page is rendered on its first visit, then served from cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "app" });
  return { title: { default: t("name"), template: `%s · ${t("name")}` }, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function CachedPublicRootLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await clientMessages(CLIENT_NAMESPACES.public);
  return (
    <HtmlDocument
      locale={locale}
      mode={toMuiMode(DEFAULT_APPEARANCE.scheme)}
      theme={DEFAULT_APPEARANCE.theme}
      messages={messages}
    >
      <PublicFrame>{children}</PublicFrame>
    </HtmlDocument>
  );
}
