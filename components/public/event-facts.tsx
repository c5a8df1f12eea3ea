import { getLocale, getTranslations } from "next-intl/server";
import { EventFact } from "@/components/public/event-fact";
import { Icon } from "@/components/public/icons";
import type { PublicEventView } from "@/lib/public/event-view";
import { formatEventWhen } from "@/lib/public/format";
import { regionName } from "@/lib/text/region-name";
import styles from "./event-facts.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

/**
 * When (in the event's time zone, with a calendar file while it is still ahead), where (the venue
 * or online) and who hosts it.
 */
export async function EventFacts({ event, isOver }: { event: PublicEventView["event"]; isOver: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("publicEvent"), getLocale()]);
  const isOnline = event.format === "online";
  const country = event.venueCountry ? regionName(event.venueCountry, locale) : "";
  const addressLines = [event.venueAddress, [event.venueCity, country].filter(Boolean).join(", ")].filter(Boolean);
  return (
    <dl className={styles.facts}>
      <EventFact icon={<Icon name="calendarMonth" />} term={t("when")}>
        <time dateTime={event.startsAt} className={styles.strong}>
          {formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale)}
        </time>
        {!isOver && (
          <PageLink
            href={`/api/public/events/${encodeURIComponent(event.slug)}/ics`}
            className={`${ui.button} ${ui.small} ${styles.calendar}`}
          >
            <Icon name="eventAvailable" />
            {t("addToCalendar")}
          </PageLink>
        )}
      </EventFact>
      <EventFact icon={<Icon name={isOnline ? "videocam" : "place"} />} term={t("where")}>
        {isOnline ? (
          <>
            <span className={styles.strong}>{t("onlineEvent")}</span>
            <span className={styles.line}>{t("onlineHint")}</span>
          </>
        ) : (
          <>
            <span className={styles.strong}>{event.venueName || addressLines[0] || t("placeTba")}</span>
            {(event.venueName ? addressLines : addressLines.slice(1)).map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
            {event.format === "hybrid" && <span className={styles.hint}>{t("hybridHint")}</span>}
          </>
        )}
      </EventFact>
      <EventFact
        icon={<span className={styles.avatar}>{Array.from(event.host.name.trim())[0]?.toUpperCase() ?? "?"}</span>}
        term={t("hostedBy")}
      >
        {event.host.slug ? (
          <PageLink href={`/p/hosts/${event.host.slug}`} className={`${ui.link} ${styles.strong}`}>
            {event.host.name}
          </PageLink>
        ) : (
          <span className={styles.strong}>{event.host.name}</span>
        )}
      </EventFact>
    </dl>
  );
}
