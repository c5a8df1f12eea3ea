import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { EventCover } from "@/components/public/event-cover";
import { Icon } from "@/components/public/icons";
import { eventDateBadge, formatEventStart } from "@/lib/public/format";
import { formatMoney } from "@/lib/text/money";
import type { PublicEventCard } from "@/lib/public/schema";
import styles from "./event-card.module.css";
import { PageLink } from "@/components/public/page-link";

/** Where an event happens, in a word or two: the city (or venue) in person, "Online" otherwise. */
export function placeLabel(
  event: Pick<PublicEventCard, "format" | "venueCity" | "venueName">,
  onlineLabel: string,
): string {
  if (event.format === "online") return onlineLabel;
  const place = event.venueCity || event.venueName;
  if (event.format === "hybrid") return place ? `${place} · ${onlineLabel}` : onlineLabel;
  return place;
}

/** One event in a list: the whole card is the link to its page. */
export async function EventCard({
  event,
  locale,
  isPast = false,
  showHost = true,
}: {
  event: PublicEventCard;
  locale: string;
  isPast?: boolean;
  showHost?: boolean;
}) {
  const t = await getTranslations("public.card");
  const place = placeLabel(event, t("online"));
  const badge = eventDateBadge(event.startsAt, event.timezone, locale);
  const price =
    event.lowestPrice === null
      ? null
      : event.lowestPrice === 0
        ? t("free")
        : t("from", { price: formatMoney(event.lowestPrice, event.currency, locale) });
  return (
    <PageLink href={`/p/event/${event.slug}`} className={styles.link}>
      {/* A phone shows a compact row (picture beside the text) so a list can be scanned; wider screens show tiles. */}
      <article className={isPast ? `${styles.card} ${styles.past}` : styles.card}>
        <div className={styles.media}>
          <EventCover image={event.coverImage} category={event.category} className={styles.cover} />
          {/* The day and month on the cover's corner (wider screens; the text below says the same for readers). */}
          <div aria-hidden className={styles.badge}>
            <span className={styles.badgeDay}>{badge.day}</span>
            <span className={styles.badgeMonth}>{badge.month}</span>
          </div>
          {event.isSoldOut && !isPast && <span className={styles.soldOutChip}>{t("soldOut")}</span>}
        </div>
        <div className={styles.body}>
          <p className={styles.when}>
            {formatEventStart(event.startsAt, event.timezone, locale, { withYear: isPast })}
          </p>
          <h3 className={styles.title}>{event.title}</h3>
          {place && (
            <p className={`${styles.line} ${styles.place}`}>
              <Icon name={event.format === "online" ? "videocam" : "place"} className={styles.placeIcon} />
              <span className={styles.ellipsis}>{place}</span>
            </p>
          )}
          {showHost && <p className={`${styles.line} ${styles.ellipsis}`}>{t("by", { host: event.host.name })}</p>}
          <span className={styles.spacer} />
          {!isPast && (price || event.isSoldOut) && (
            <p className={event.isSoldOut ? `${styles.price} ${styles.soldOut}` : styles.price}>
              {event.isSoldOut ? t("soldOut") : price}
            </p>
          )}
        </div>
      </article>
    </PageLink>
  );
}

/** Cards in a responsive grid: one column on a phone, up to three on a desktop. */
export function EventCardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
