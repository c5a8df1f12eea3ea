"use client";
import { LabelledField } from "@/components/public/labelled-field";
import { IslandIcon } from "@/components/public/island-icons";
import type { EventCheckoutState } from "@/components/public/use-event-checkout";
import styles from "./checkout.module.css";
import ui from "./ui.module.css";

const PROMO_INPUT_ID = "checkout-promo-code";

/** "Have a promo code?", opening into its field; the server's refusal shows under it. */
export function CheckoutPromoField({ checkout }: { checkout: EventCheckoutState }) {
  const { t, isPromoOpen, openPromo, promoCode, promoError, changePromoCode } = checkout;
  return (
    <div className={styles.promo}>
      {isPromoOpen ? (
        <LabelledField
          label={t("promoLabel")}
          value={promoCode}
          onValue={changePromoCode}
          error={promoError}
          hint={t("promoHint")}
          small
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          id={PROMO_INPUT_ID}
        />
      ) : (
        <button
          type="button"
          className={`${ui.button} ${ui.small} ${styles.promoToggle}`}
          onClick={() => {
            openPromo();
            // Opened by the buyer: the field takes the focus once drawn.
            requestAnimationFrame(() => document.getElementById(PROMO_INPUT_ID)?.focus());
          }}
        >
          <IslandIcon name="localOffer" />
          {t("promoToggle")}
        </button>
      )}
    </div>
  );
}
