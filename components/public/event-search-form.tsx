import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/public/icons";
import styles from "./event-search-form.module.css";
import ui from "./ui.module.css";

/**
 * The home page's search: a plain GET form to /home?search=…, so it works before (or without)
 * any JavaScript and every result page has its own shareable address.
 */
export async function EventSearchForm({ defaultValue }: { defaultValue: string }) {
  const t = await getTranslations("public.home");
  return (
    <form action="/home" method="get" role="search" className={styles.form}>
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          name="search"
          type="search"
          defaultValue={defaultValue}
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchLabel")}
          maxLength={100}
          enterKeyHint="search"
          className={styles.input}
        />
      </div>
      <button type="submit" className={`${ui.button} ${ui.contained} ${ui.large} ${styles.submit}`}>
        {t("searchButton")}
      </button>
    </form>
  );
}
