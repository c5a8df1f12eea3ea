import { getTranslations } from "next-intl/server";
import { EventFacts } from "@/components/public/event-facts";
import { SoldOutChip } from "@/components/public/sold-out-chip";
import type { PublicEventView } from "@/lib/public/event-view";
import { isEventCategory } from "@/lib/public/placeholder";
import styles from "./event-intro.module.css";
import ui from "./ui.module.css";

/** The head of the event page: why it is off sale (if it is), its category, title, summary and facts. */
export async function EventIntro({
  event,
  isCancelled,
  isEnded,
}: {
  event: PublicEventView["event"];
  isCancelled: boolean;
  isEnded: boolean;
}) {
  const t = await getTranslations("publicEvent");
  return (
    <div className={styles.intro}>
      {(isCancelled || isEnded) && (
        <div role="alert" className={`${styles.alert} ${isCancelled ? styles.alertError : styles.alertInfo}`}>
          <p className={styles.alertTitle}>{isCancelled ? t("cancelledTitle") : t("endedTitle")}</p>
          <p>{isCancelled ? t("cancelledText") : t("endedText")}</p>
        </div>
      )}
      <div className={styles.chips}>
        <span className={ui.chip}>{t(`categories.${isEventCategory(event.category) ? event.category : "other"}`)}</span>
        {!isCancelled && !isEnded && (
          <SoldOutChip slug={event.slug} soldOutWhenRendered={event.soldOut} label={t("soldOut")} />
        )}
      </div>
      <h1 className={styles.title}>{event.title}</h1>
      {event.summary && <p className={styles.summary}>{event.summary}</p>}
      <EventFacts event={event} isOver={isCancelled || isEnded} />
    </div>
  );
}
