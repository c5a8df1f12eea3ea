"use client";
import { LabelledField } from "@/components/public/labelled-field";
import type { EventCheckoutState } from "@/components/public/use-event-checkout";
import styles from "./checkout.module.css";

/** The buyer's name and email, shown once a ticket is chosen; checked as typed and by the server. */
export function CheckoutBuyerFields({ checkout }: { checkout: EventCheckoutState }) {
  const { t, ticketCount, buyer, serverBuyerErrors, clearServerBuyerError, isSubmitting } = checkout;
  if (ticketCount === 0) return null;
  const nameField = buyer.field("name");
  const emailField = buyer.field("email");
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("yourDetails")}</legend>
      <LabelledField
        label={t("name")}
        name="name"
        value={nameField.value}
        onValue={(value) => {
          nameField.onChange(value);
          clearServerBuyerError("name");
        }}
        onBlur={nameField.onBlur}
        error={nameField.error ?? serverBuyerErrors.name}
        autoComplete="name"
        readOnly={isSubmitting}
        required
      />
      <LabelledField
        label={t("email")}
        name="email"
        type="email"
        inputMode="email"
        value={emailField.value}
        onValue={(value) => {
          emailField.onChange(value);
          clearServerBuyerError("email");
        }}
        onBlur={emailField.onBlur}
        error={emailField.error ?? serverBuyerErrors.email}
        hint={t("emailHint")}
        autoComplete="email"
        readOnly={isSubmitting}
        required
      />
    </fieldset>
  );
}
