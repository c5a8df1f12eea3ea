import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountLink } from "@/components/public/account-link";
import { BrandMark } from "@/components/public/brand-mark";
import { PublicLanguageMenu } from "@/components/public/public-language-menu";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import styles from "./public-frame.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

// The public pages' frame: a header, the page, a footer — no shell, no navigation data. It reads
// no session or cookie, so the cached pages (app/[locale]) can use it: whether the visitor is
// signed in ("Dashboard" or "Sign in") is decided in the browser. Plain HTML and CSS: the cached
// pages ship no MUI (issue 17); the few parts that act in the browser are small islands.
export async function PublicFrame({ children }: { children: ReactNode }) {
  const [t, tApp, tLanguage, locale] = await Promise.all([
    getTranslations("public.layout"),
    getTranslations("app"),
    getTranslations("language"),
    getLocale(),
  ]);
  return (
    <div className={ui.root}>
      <header className={styles.header}>
        <div className={`${ui.container} ${styles.bar}`}>
          <PageLink href="/home" aria-label={t("home")} className={styles.brand}>
            <BrandMark className={styles.mark} />
            {/* On a phone the mark alone leaves room for the links in every language. */}
            <span className={styles.brandName}>{tApp("name")}</span>
          </PageLink>
          <span className={styles.spacer} />
          <PageLink href="/home" className={`${ui.button} ${ui.inherit} ${styles.headerButton}`}>
            {t("browse")}
          </PageLink>
          <PublicLanguageMenu
            locale={locale as Locale}
            label={tLanguage("label")}
            names={Object.fromEntries(LOCALES.map((code) => [code, tLanguage(code)])) as Record<Locale, string>}
          />
          <AccountLink signInLabel={t("signIn")} dashboardLabel={t("dashboard")} />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={`${ui.container} ${styles.footerRow}`}>
          <p className={ui.muted}>
            {tApp("footer", {
              year: new Date().getFullYear(),
              provider: process.env.NEXT_PUBLIC_PROVIDER_NAME || tApp("provider"),
            })}
          </p>
          <p className={ui.muted}>{t("poweredBy")}</p>
        </div>
      </footer>
    </div>
  );
}
