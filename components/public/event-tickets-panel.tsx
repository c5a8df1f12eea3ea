import { getLocale, getTranslations } from "next-intl/server";
import type { CheckoutTexts } from "@/components/public/checkout-texts";
import { EventCheckout } from "@/components/public/event-checkout";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import type { PublicEventView } from "@/lib/public/event-view";
import { formatEventInstant } from "@/lib/public/format";
import styles from "./event-tickets-panel.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

/** The checkout's words as raw catalogue strings: the island formats them itself (no catalogue in the browser). */
async function checkoutTexts(view: PublicEventView): Promise<CheckoutTexts> {
  const locale = (await getLocale()) as Locale;
  const [messages, tLimits, tAttempts, tValidation] = await Promise.all([
    loadMessages(locale),
    getTranslations("limits"),
    getTranslations("attemptLimits"),
    getTranslations("validation"),
  ]);
  const salesStart = view.ticketTypes.flatMap((ticket) =>
    ticket.salesStartAt ? [[ticket.id, formatEventInstant(ticket.salesStartAt, view.event.timezone, locale)]] : [],
  );
  return {
    locale,
    checkout: messages.publicEvent.checkout,
    tooManyOrders: tLimits("tooManyOrders"),
    tooManyPromoCodes: tAttempts("tooManyPromoCodes"),
    // What the buyer schema (lib/events/schema.ts) can say about a name or an email.
    validation: {
      required: tValidation("required"),
      tooLong: tValidation("tooLong"),
      emailInvalid: tValidation("emailInvalid"),
    },
    salesStart: Object.fromEntries(salesStart),
  };
}

/** The tickets column: the checkout while the event is on sale, else why not and the host's other events. */
export async function EventTicketsPanel({
  view,
  isCancelled,
  isEnded,
}: {
  view: PublicEventView;
  isCancelled: boolean;
  isEnded: boolean;
}) {
  const t = await getTranslations("publicEvent");
  const { event } = view;
  return (
    <aside aria-label={t("ticketsRegion")} className={`${ui.paper} ${styles.panel}`}>
      {isCancelled || isEnded ? (
        <div className={styles.over}>
          <p className={styles.overTitle}>{isCancelled ? t("cancelledTitle") : t("endedTitle")}</p>
          <p className={ui.muted}>{t("noLongerOnSale")}</p>
          {event.host.slug && (
            <PageLink href={`/p/hosts/${event.host.slug}`} className={`${ui.button} ${ui.outlined} ${styles.more}`}>
              {t("moreFromHost", { host: event.host.name })}
            </PageLink>
          )}
        </div>
      ) : (
        <EventCheckout
          initialView={{
            event: { slug: event.slug, timezone: event.timezone, currency: event.currency },
            ticketTypes: view.ticketTypes,
          }}
          texts={await checkoutTexts(view)}
        />
      )}
    </aside>
  );
}
