import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { EventCard, EventCardGrid } from "@/components/public/event-card";
import { Icon } from "@/components/public/icons";
import { StatTile } from "@/components/public/stat-tile";
import ui from "@/components/public/ui.module.css";
import { getAppUrl } from "@/lib/app-url";
import { countHostEvents, listHostEvents } from "@/lib/public/events";
import { findPublicHost } from "@/lib/public/hosts";
import { absoluteImageUrl } from "@/lib/public/json-ld";
import { formatDate } from "@/lib/dates/format";
import type { Locale } from "@/lib/i18n/config";
import styles from "./host-page.module.css";
import { PageLink } from "@/components/public/page-link";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Served from cache: rendered on a host page's first visit in each language, then again when the
// host or their events change (lib/public/page-cache.ts), and at the latest after five minutes,
// when an event may have started or ended.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** Upcoming events shown on the page; a host with more is rare, and the home search finds them all. */
const UPCOMING_LIMIT = 24;
const PAST_LIMIT = 6;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Metadata is resolved apart from the page's render: it names its language itself.
  const { locale, slug } = await params;
  const host = await findPublicHost(slug);
  if (!host) return {};
  const t = await getTranslations({ locale, namespace: "public.host" });
  const description = host.description || t("metaDescription", { name: host.name });
  const appUrl = getAppUrl();
  const image = absoluteImageUrl(host.image, appUrl);
  return {
    title: host.name,
    description,
    alternates: { canonical: `${appUrl}/p/hosts/${host.slug}` },
    openGraph: {
      type: "profile",
      title: host.name,
      description,
      url: `${appUrl}/p/hosts/${host.slug}`,
      images: image ? [{ url: image }] : undefined,
    },
  };
}

/** A host's public page, in the dashboard's look: who they are, their numbers, their events. */
export default async function HostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const host = await findPublicHost(slug);
  if (!host) notFound();
  const now = new Date();
  const [t, counts, upcoming, past] = await Promise.all([
    getTranslations("public.host"),
    countHostEvents(host.accountKey, now),
    listHostEvents(host.accountKey, "upcoming", { take: UPCOMING_LIMIT, now }),
    listHostEvents(host.accountKey, "past", { take: PAST_LIMIT, now }),
  ]);
  const since = formatDate(host.since, locale, "monthYearLong");

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={`${ui.paper} ${styles.profile}`}>
        <div className={styles.band} />
        <div className={styles.who}>
          <span className={styles.avatar}>
            {host.image ? (
              // A plain <img>: host pictures are URLs or data URLs of any origin (see EventCover).
              // eslint-disable-next-line @next/next/no-img-element
              <img src={host.image} alt="" />
            ) : (
              Array.from(host.name.trim())[0]?.toUpperCase()
            )}
          </span>
          <div className={styles.names}>
            <h1 className={styles.name}>{host.name}</h1>
            <p className={styles.kind}>
              <Icon name="verified" className={styles.kindIcon} />
              {host.kind === "vendor" ? t("kindVendor") : t("kindUser")}
            </p>
          </div>
        </div>
        {host.description && <p className={styles.description}>{host.description}</p>}
      </div>

      <ul aria-label={t("statsLabel")} className={styles.stats}>
        <StatTile
          icon={<Icon name="eventAvailable" />}
          label={t("statUpcoming")}
          value={String(counts.upcoming)}
          colour="primary"
        />
        <StatTile icon={<Icon name="history" />} label={t("statPast")} value={String(counts.past)} colour="secondary" />
        <StatTile icon={<Icon name="verified" />} label={t("statSince")} value={since} colour="warning" wide />
      </ul>

      <section aria-labelledby="upcoming-heading" className={styles.section}>
        <h2 id="upcoming-heading" className={styles.heading}>
          {t("upcoming")}
        </h2>
        {upcoming.length > 0 ? (
          <EventCardGrid>
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} showHost={false} />
              </li>
            ))}
          </EventCardGrid>
        ) : (
          <div className={`${ui.paper} ${styles.empty}`}>
            <Icon name="eventBusy" className={styles.emptyIcon} />
            <p className={styles.emptyTitle}>{t("noUpcoming")}</p>
            <PageLink href="/home" className={`${ui.button} ${ui.outlined}`}>
              {t("browse")}
            </PageLink>
          </div>
        )}
      </section>

      {past.length > 0 && (
        <section aria-labelledby="past-heading" className={`${styles.section} ${styles.pastSection}`}>
          <h2 id="past-heading" className={styles.heading}>
            {t("past")}
          </h2>
          <EventCardGrid>
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} isPast showHost={false} />
              </li>
            ))}
          </EventCardGrid>
        </section>
      )}
    </div>
  );
}
