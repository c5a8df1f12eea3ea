import { getTranslations } from "next-intl/server";
import styles from "./event-about.module.css";

/** "About": the host's description of the event; the section stays (empty) when there is none. */
export async function EventAbout({ description }: { description: string }) {
  const t = await getTranslations("publicEvent");
  return (
    <section aria-labelledby="about-heading" className={styles.about}>
      {description && (
        <>
          <h2 id="about-heading" className={styles.heading}>
            {t("about")}
          </h2>
          {/* Sanitised on the server when the host saved it (lib/events), so it is rendered as is. */}
          <div
            className={`event-description ${styles.description}`}
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </>
      )}
    </section>
  );
}
