import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import styles from "@/components/public/document.module.css";

// The root of the guest pages built without MUI (issue 17: /sign-in's first load ≤ 170 kB): rendered
// per request in the visitor's language (next-intl's cookie), with the request's CSP nonce that Next
// puts on its own scripts. Plain HTML and the public pages' CSS kit; the parts that act in the
// browser are small islands handed their words as props. Moving between this root and the site's
// (app/(site)/layout.tsx) is a full page load, which signing in does anyway.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: { default: t("name"), template: `%s · ${t("name")}` }, description: t("tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function PlainRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await getLocale()} className={styles.html}>
      <body className={styles.body}>{children}</body>
    </html>
  );
}
