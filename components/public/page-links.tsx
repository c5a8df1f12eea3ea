import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/public/icons";
import styles from "./page-links.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

/** Previous / next links between result pages (real links: crawlable, and they work without JavaScript). */
export async function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("public.home");
  const link = `${ui.button} ${ui.outlined}`;
  return (
    <nav aria-label={t("pagination")} className={styles.nav}>
      {page > 1 ? (
        <PageLink href={hrefFor(page - 1)} className={link}>
          <Icon name="arrowBack" />
          {t("previous")}
        </PageLink>
      ) : (
        <span className={link} aria-disabled="true">
          <Icon name="arrowBack" />
          {t("previous")}
        </span>
      )}
      <p className={ui.muted}>{t("pageOf", { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <PageLink href={hrefFor(page + 1)} className={link}>
          {t("next")}
          <Icon name="arrowForward" />
        </PageLink>
      ) : (
        <span className={link} aria-disabled="true">
          {t("next")}
          <Icon name="arrowForward" />
        </span>
      )}
    </nav>
  );
}
