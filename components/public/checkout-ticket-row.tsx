"use client";
import { FEW_LEFT, maxQuantity } from "@/components/public/checkout-rules";
import { LabelledField } from "@/components/public/labelled-field";
import { IslandIcon } from "@/components/public/island-icons";
import type { CheckoutRow, EventCheckoutState } from "@/components/public/use-event-checkout";
import styles from "./checkout.module.css";
import ui from "./ui.module.css";

type RowProps = { row: CheckoutRow; checkout: EventCheckoutState };

/** One ticket type of the checkout: name, price, what is left or why it is not on sale, the quantity and a donation's amount. */
export function CheckoutTicketRow({ row, checkout }: RowProps) {
  const { ticket, state, quantity, amountText, amountError } = row;
  const { t, texts, view, money, ticketErrors, setAmount } = checkout;
  const status =
    state === "sold-out"
      ? t("soldOut")
      : state === "not-started"
        ? t("salesStart", { date: texts.salesStart[ticket.id] ?? "" })
        : state === "ended"
          ? t("salesEnded")
          : state === "closed"
            ? t("notOnSale")
            : ticket.available <= FEW_LEFT
              ? t("onlyLeft", { count: ticket.available })
              : null;
  const price =
    ticket.kind === "free" || (ticket.kind === "donation" && ticket.price === 0)
      ? t("free")
      : ticket.kind === "donation"
        ? t("donationFrom", { price: money(ticket.price) })
        : money(ticket.price);
  const isAvailable = state === "available";
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 className={styles.ticketName}>{ticket.name}</h3>
          <p className={`${styles.price} ${isAvailable ? "" : ui.muted}`}>
            {price}
            {ticket.kind === "donation" && ticket.price === 0 && (
              <span className={styles.payWhatYouWant}>
                {" · "}
                {t("payWhatYouWant")}
              </span>
            )}
          </p>
          {status && <p className={`${styles.status} ${isAvailable ? styles.fewLeft : ui.muted}`}>{status}</p>}
        </div>
        {isAvailable && <QuantityStepper row={row} checkout={checkout} />}
      </div>
      {ticket.description && <p className={styles.description}>{ticket.description}</p>}
      {isAvailable && ticket.minPerOrder > 1 && (
        <p className={styles.caption}>{t("minPerOrder", { count: ticket.minPerOrder })}</p>
      )}
      {ticket.kind === "donation" && quantity > 0 && (
        <div className={styles.amount}>
          <LabelledField
            label={t("amountFor", { name: ticket.name })}
            value={amountText}
            onValue={(value) => setAmount(ticket.id, value)}
            error={amountError ?? ticketErrors[ticket.id]}
            hint={t("amountHint", { price: money(ticket.price) })}
            suffix={view.event.currency}
            small
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
      )}
      {ticketErrors[ticket.id] && ticket.kind !== "donation" && (
        <p role="alert" className={styles.rowError}>
          {ticketErrors[ticket.id]}
        </p>
      )}
    </li>
  );
}

/** − quantity +, within the ticket's per-order limits and what is left. */
function QuantityStepper({ row, checkout }: RowProps) {
  const { ticket, state, quantity } = row;
  const { t, changeQuantity, isSubmitting } = checkout;
  const max = maxQuantity(ticket);
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={t("decrease", { name: ticket.name })}
        onClick={() => changeQuantity(ticket, state, -1)}
        disabled={quantity === 0 || isSubmitting}
      >
        <IslandIcon name="remove" />
      </button>
      <output aria-live="polite" className={styles.quantity}>
        <span className={ui.visuallyHidden}>{t("quantityOf", { name: ticket.name })}: </span>
        {quantity}
      </output>
      <button
        type="button"
        className={`${styles.step} ${styles.stepUp}`}
        aria-label={t("increase", { name: ticket.name })}
        onClick={() => changeQuantity(ticket, state, 1)}
        disabled={quantity >= max || isSubmitting}
      >
        <IslandIcon name="add" />
      </button>
    </div>
  );
}
