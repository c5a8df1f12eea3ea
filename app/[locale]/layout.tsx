import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { PublicFrame } from "@/components/public/public-frame";
import { isLocale } from "@/lib/i18n/config";
import styles from "@/components/public/document.module.css";

// The root of the public pages served from cache (/home, /p/event/{slug}, /p/hosts/{slug}, which
// the proxy rewrites here in the visitor's language). Rendered once per language: it reads no
// cookie, header or session, so it has no CSP nonce (the proxy gives these pages a policy without
// one; see lib/http/security-headers.ts). Plain HTML and CSS modules in the light theme's colours:
// no MUI, no providers and no message catalogue in the browser (issue 17, first-load budget); the
// few parts that act in the browser are small islands handed their words as props.

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
  return (
    <html lang={locale} className={styles.html}>
      <body className={styles.body}>
        <PublicFrame>{children}</PublicFrame>
      </body>
    </html>
  );
}
