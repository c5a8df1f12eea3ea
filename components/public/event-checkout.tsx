"use client";
import { useId } from "react";
import { CheckoutBuyerFields } from "@/components/public/checkout-buyer-fields";
import { CheckoutPromoField } from "@/components/public/checkout-promo-field";
import { CheckoutTicketRow } from "@/components/public/checkout-ticket-row";
import type { CheckoutTexts } from "@/components/public/checkout-texts";
import { useEventCheckout, type EventCheckoutState } from "@/components/public/use-event-checkout";
import type { CheckoutView } from "@/lib/swr/use-public-event";
import styles from "./checkout.module.css";
import ui from "./ui.module.css";

/**
 * The event page's checkout: a quantity per ticket type (within its per-order limits and what
 * is left), donation amounts, a promo code, the total, then the buyer's name and email. Placing
 * the order reserves the tickets and moves on to the order's own page. Plain React and CSS: the
 * cached event page ships no MUI (issue 17).
 */
export function EventCheckout({ initialView, texts }: { initialView: CheckoutView; texts: CheckoutTexts }) {
  const checkout = useEventCheckout(initialView, texts);
  const { t, view, rows, isBuyable, closedNote, canUsePromo, onSubmit } = checkout;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("heading")}
      </h2>

      {view.ticketTypes.length === 0 ? (
        <p className={ui.muted}>{t("noTickets")}</p>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <ul className={styles.rows}>
            {rows.map((row) => (
              <CheckoutTicketRow key={row.ticket.id} row={row} checkout={checkout} />
            ))}
          </ul>

          {!isBuyable ? (
            <p role="status" className={styles.closed}>
              {closedNote}
            </p>
          ) : (
            <>
              {canUsePromo && <CheckoutPromoField checkout={checkout} />}
              <CheckoutTotal checkout={checkout} />
              <CheckoutBuyerFields checkout={checkout} />
              <CheckoutSubmit checkout={checkout} />
            </>
          )}
        </form>
      )}
    </section>
  );
}

/** The number of tickets chosen and what they cost, read out as it changes. */
function CheckoutTotal({ checkout }: { checkout: EventCheckoutState }) {
  const { t, ticketCount, isFree, money, total } = checkout;
  return (
    <div className={styles.total}>
      <span className={ui.muted}>{ticketCount > 0 ? t("ticketCount", { count: ticketCount }) : t("total")}</span>
      <span className={styles.totalValue} aria-live="polite">
        <span className={ui.visuallyHidden}>{t("total")}: </span>
        {ticketCount > 0 && isFree ? t("free") : money(total)}
      </span>
    </div>
  );
}

/** The refusal (if any), the button, and a line on what happens next. */
function CheckoutSubmit({ checkout }: { checkout: EventCheckoutState }) {
  const { t, formError, isSubmitting, isFree, ticketCount } = checkout;
  return (
    <>
      {formError && (
        <p
          role="alert"
          className={`${ui.alert} ${styles.formError} ${formError.severity === "warning" ? ui.alertWarning : ""}`}
        >
          {formError.text}
        </p>
      )}
      <button type="submit" className={`${ui.button} ${ui.contained} ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : isFree ? t("getTickets") : t("reserveTickets")}
      </button>
      <p className={styles.hint}>{ticketCount === 0 ? t("hintChoose") : isFree ? t("hintFree") : t("hintReserve")}</p>
    </>
  );
}
