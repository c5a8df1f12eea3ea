import { EventAbout } from "@/components/public/event-about";
import { EventCover } from "@/components/public/event-cover";
import { EventIntro } from "@/components/public/event-intro";
import { EventTicketsPanel } from "@/components/public/event-tickets-panel";
import { PageViewBeacon } from "@/components/public/page-view-beacon";
import { getAppUrl } from "@/lib/app-url";
import type { PublicEventView } from "@/lib/public/event-view";
import { buildEventJsonLd, serializeJsonLd } from "@/lib/public/json-ld";
import styles from "./public-event-screen.module.css";

/** The page a host shares: what, when, where, who — and the tickets. */
export function PublicEventScreen({ view }: { view: PublicEventView }) {
  const { event } = view;
  const isCancelled = event.status === "cancelled";
  const isEnded = !isCancelled && event.ended;
  const jsonLd = serializeJsonLd(buildEventJsonLd(view, getAppUrl()));

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {!isCancelled && <PageViewBeacon slug={event.slug} />}
      <div className={styles.page}>
        {/* 2:1 on narrow screens; a fixed band on wide ones, so the title and tickets stay above the fold. */}
        <EventCover image={event.coverImage} category={event.category} className={styles.cover} priority />
        <div className={styles.grid}>
          <EventIntro event={event} isCancelled={isCancelled} isEnded={isEnded} />
          <EventTicketsPanel view={view} isCancelled={isCancelled} isEnded={isEnded} />
          <EventAbout description={event.description} />
        </div>
      </div>
    </>
  );
}
