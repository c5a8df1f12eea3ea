import { getLocale, getTranslations } from "next-intl/server";
import { EventCard, EventCardGrid } from "@/components/public/event-card";
import { EventSearchForm } from "@/components/public/event-search-form";
import { HomeHeroActions } from "@/components/public/home-hero-actions";
import { Icon, type IconName } from "@/components/public/icons";
import { PageLinks } from "@/components/public/page-links";
import { listPublicEvents } from "@/lib/public/events";
import styles from "./home-screen.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

export const HOME_PAGE_SIZE = 12;

/**
 * The audience's front door: upcoming public events with search, and a way in for hosts. The
 * first page without a search is served from cache (app/[locale]/home); a search or another page
 * is rendered per request (app/(site)/(public)/home). Neither reads the session: the hero's
 * buttons decide in the browser. Plain HTML and CSS (issue 17: no MUI on the public pages).
 */
export async function HomeScreen({ search, page }: { search: string; page: number }) {
  const [t, locale, list] = await Promise.all([
    getTranslations("public.home"),
    getLocale(),
    listPublicEvents({ search, page, pageSize: HOME_PAGE_SIZE }),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const features: { icon: IconName; text: string }[] = [
    { icon: "confirmationNumber", text: t("featureTickets") },
    { icon: "payments", text: t("featurePayments") },
    { icon: "qrCodeScanner", text: t("featureCheckIn") },
  ];

  return (
    <>
      <div className={styles.hero}>
        <div className={ui.container}>
          <h1 className={styles.title}>{t("title")}</h1>
          <p className={styles.text}>{t("text")}</p>
          <HomeHeroActions
            labels={{
              forHosts: t("forHosts"),
              signIn: t("signIn"),
              yourEvents: t("yourEvents"),
              dashboard: t("dashboard"),
            }}
          />
          {/* On a phone the audience wants the events, so the hosts' selling points wait for a wider screen. */}
          <ul className={styles.features}>
            {features.map(({ icon, text }) => (
              <li key={text}>
                <Icon name={icon} className={styles.featureIcon} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`${ui.container} ${styles.content}`}>
        <EventSearchForm defaultValue={search} />
        <div className={styles.listHead}>
          <h2 className={styles.heading}>{search ? t("resultsHeading", { search }) : t("upcomingHeading")}</h2>
          {list.total > 0 && (
            <p role="status" className={ui.muted}>
              {t("count", { count: list.total })}
            </p>
          )}
        </div>

        {list.events.length > 0 ? (
          <>
            <EventCardGrid>
              {list.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} locale={locale} />
                </li>
              ))}
            </EventCardGrid>
            <PageLinks page={list.page} pageCount={pageCount} hrefFor={(page) => homeHref(search, page)} />
          </>
        ) : (
          <div className={`${ui.paper} ${styles.empty}`}>
            <Icon name="eventBusy" className={styles.emptyIcon} />
            <p className={styles.emptyTitle}>{search ? t("noResults", { search }) : t("noEvents")}</p>
            <p className={ui.muted}>{search ? t("noResultsHint") : t("noEventsHint")}</p>
            {search ? (
              <PageLink href="/home" className={`${ui.button} ${ui.outlined}`}>
                {t("clearSearch")}
              </PageLink>
            ) : (
              <PageLink href="/sign-up" className={`${ui.button} ${ui.contained}`}>
                {t("forHosts")}
              </PageLink>
            )}
          </div>
        )}
      </div>
    </>
  );
}

function homeHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/home?${query}` : "/home";
}
