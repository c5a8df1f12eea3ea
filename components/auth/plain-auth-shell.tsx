import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/public/brand-mark";
import { PublicLanguageMenu } from "@/components/public/public-language-menu";
import ui from "@/components/public/ui.module.css";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import styles from "./plain-auth-shell.module.css";

/**
 * The auth screens' frame without MUI (the guest pages under app/(plain)): the same look as
 * AuthShell — the form on the left, the product on the right from md up — in plain HTML and CSS.
 */
export async function PlainAuthShell({ children }: { children: ReactNode }) {
  const [tBrand, tApp, tLanguage, locale] = await Promise.all([
    getTranslations("auth.brand"),
    getTranslations("app"),
    getTranslations("language"),
    getLocale(),
  ]);
  return (
    <div className={`${ui.root} ${styles.shell}`}>
      <main className={styles.formSide}>
        <div className={styles.top}>
          <span className={styles.brand}>
            <BrandMark className={styles.mark} />
            <span className={styles.brandName}>{tApp("name")}</span>
          </span>
          <PublicLanguageMenu
            locale={locale as Locale}
            label={tLanguage("label")}
            names={Object.fromEntries(LOCALES.map((code) => [code, tLanguage(code)])) as Record<Locale, string>}
          />
        </div>
        <div className={styles.column}>{children}</div>
      </main>
      <div aria-hidden className={styles.productSide}>
        <div className={styles.pitch}>
          <p className={styles.headline}>{tBrand("headline")}</p>
          <p className={styles.text}>{tBrand("text")}</p>
        </div>
        <span className={styles.ring} />
        <span className={styles.disc} />
      </div>
    </div>
  );
}

/** Title and the line under it (AuthHeading's look). */
export function PlainAuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={`${ui.muted} ${styles.subtitle}`}>{children}</p>}
    </div>
  );
}
